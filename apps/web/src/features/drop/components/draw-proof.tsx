import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DropInfo } from '../api/drop-queries';
import { verifyDraw, type DrawVerdict } from '../lib/verify-draw';
import { dropNamespace } from '../locales/register';
import styles from './drop-panel.module.css';

/** How many places of the published order show before "show all". */
const SHOWN = 20;

type Proof = NonNullable<DropInfo['proof']>;

/**
 * The draw recomputed in this browser as soon as the proof is shown: each step marked ✓ or ✗,
 * then the published order with the winners and my place.
 */
export function DrawProof({
  commitment,
  proof,
  quantity,
  mine,
  open,
}: {
  commitment: string;
  proof: Proof;
  quantity: number;
  /** My entry's id, marked in the order. */
  mine: number | null;
  /** Open at first (the drop's own page); folded on the product page. */
  open: boolean;
}) {
  const { t } = useTranslation(dropNamespace);
  const [all, setAll] = useState(false);
  // Computed here, never asked of the server: the query only runs it once per proof shown.
  const check = useQuery({
    queryKey: ['dropProofCheck', commitment, proof],
    queryFn: (): Promise<DrawVerdict> => verifyDraw({ commitment, proof }),
    staleTime: Infinity,
    retry: false,
  });
  const checking = check.isFetching;
  const verdict = check.data ?? null;

  const names = new Map(proof.entries.map((entry) => [entry.id, entry.name]));
  const order = all ? proof.order : proof.order.slice(0, Math.max(SHOWN, quantity));
  const mark = (ok: boolean) => (
    <span className={ok ? styles.pass : styles.fail}>
      <span aria-hidden="true">{ok ? '✓' : '✗'}</span>
      <span className="visually-hidden">{ok ? t('proof.pass') : t('proof.fail')}</span>
    </span>
  );

  return (
    <details className={styles.proof} open={open} data-testid="drop-proof">
      <summary className={styles.proofSummary}>
        <span>{t('proof.title')}</span>
        {checking ? (
          <span className={styles.muted}>{t('proof.running')}</span>
        ) : verdict ? (
          <span className={verdict.ok ? styles.pass : styles.fail} data-testid="drop-verdict">
            {verdict.ok ? '✓' : '✗'} {verdict.ok ? t('proof.ok') : t('proof.bad')}
          </span>
        ) : null}
      </summary>
      <p className={styles.muted}>{t('proof.text')}</p>
      {verdict ? (
        <ul className={styles.steps} aria-live="polite">
          <li>
            {mark(verdict.committed)} {t('proof.committed')}
          </li>
          <li>
            {mark(verdict.listed)} {t('proof.listed')}
          </li>
          <li>
            {mark(verdict.ordered)} {t('proof.ordered')}
          </li>
        </ul>
      ) : null}
      <dl className={styles.hashes}>
        <div>
          <dt>{t('commitment.title')}</dt>
          <dd>
            <code className={styles.hash}>{commitment}</code>
          </dd>
        </div>
        <div>
          <dt>{t('proof.seed')}</dt>
          <dd>
            <code className={styles.hash}>{proof.server_seed}</code>
          </dd>
        </div>
        <div>
          <dt>{t('proof.digest')}</dt>
          <dd>
            <code className={styles.hash}>{proof.list_digest}</code>
          </dd>
        </div>
      </dl>
      <p className={styles.factLabel}>{t('proof.order')}</p>
      <p className={styles.muted}>{t('proof.orderHint', { count: quantity })}</p>
      <ol className={styles.order}>
        {order.map((id, index) => (
          <li
            key={id}
            className={`${index < quantity ? styles.winner : ''} ${id === mine ? styles.me : ''}`}
          >
            <span className={styles.place}>{index + 1}</span>
            <span className={styles.who}>
              {names.get(id) ?? '—'}
              <span className={styles.muted}> · {t('proof.entry', { id })}</span>
            </span>
            {index < quantity ? <span className={styles.tag}>{t('proof.winner')}</span> : null}
            {id === mine ? <span className={styles.tagMe}>{t('proof.you')}</span> : null}
          </li>
        ))}
      </ol>
      {order.length < proof.order.length ? (
        <button type="button" className={styles.link} onClick={() => setAll(true)}>
          {t('proof.more', { count: proof.order.length })}
        </button>
      ) : null}
      {!checking ? (
        <button type="button" className={styles.link} onClick={() => void check.refetch()}>
          {t('proof.again')}
        </button>
      ) : null}
    </details>
  );
}
