import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/format';
import type { CheckAnswer } from '../api/check-queries';
import { authenticityNamespace } from '../locales/register';
import { OwnerPanel } from '../ownership/owner-panel';
import styles from './appraisal.module.css';

const WHEN = 'YYYY-MM-DD HH:mm';

/**
 * What a check found, as a card: the product and its edition, and a word on its standing. A
 * repeat check is never called a fake: the first check's date is shown, with whom to ask.
 */
export function CheckResult({ answer, onChanged }: { answer: CheckAnswer; onChanged: () => void }) {
  const { t } = useTranslation(authenticityNamespace);
  const verdict: Record<CheckAnswer['status'], { tone: string; title: string; text: ReactNode }> = {
    genuine: {
      tone: styles.genuine ?? '',
      title: t('check.genuineTitle'),
      text: t('check.genuineText', { date: formatDate(answer.activated_at, 'YYYY-MM-DD') }),
    },
    unsold: {
      tone: styles.warning ?? '',
      title: t('check.unsoldTitle'),
      text: t('check.unsoldText'),
    },
    revoked: {
      tone: styles.warning ?? '',
      title: t('check.revokedTitle'),
      text: t('check.revokedText', {
        date: formatDate(answer.revoked_at, 'YYYY-MM-DD'),
        reason: answer.revoke_reason,
      }),
    },
  };
  const { tone, title, text } = verdict[answer.status];

  return (
    <section className={styles.result} aria-labelledby="check-verdict" data-testid="check-result">
      <div className={`${styles.verdict} ${tone}`}>
        <h2 id="check-verdict" className={styles.verdictTitle}>
          {title}
        </h2>
        <p className={styles.verdictText}>{text}</p>
      </div>
      <div className={styles.product}>
        {answer.product.image ? (
          <img className={styles.productImage} src={answer.product.image} alt="" />
        ) : null}
        <div className={styles.productFacts}>
          <p className={styles.productName}>{answer.product.name}</p>
          <dl className={styles.facts}>
            <dt>{t('check.productNo')}</dt>
            <dd>{answer.product.product_no}</dd>
            <dt>{t('check.edition')}</dt>
            <dd>
              {t('check.editionOf', {
                number: answer.edition.number,
                total: answer.edition.total,
              })}
            </dd>
            <dt>{t('check.serial')}</dt>
            <dd className={styles.code}>{answer.code}</dd>
            <dt>{t('check.checks')}</dt>
            <dd data-testid="check-count">
              {t('check.checkCount', { count: answer.check_count })}
            </dd>
          </dl>
          {answer.first_checked_at ? (
            <p className={styles.firstCheck}>
              {t('check.firstChecked', { date: formatDate(answer.first_checked_at, WHEN) })}
            </p>
          ) : null}
          {answer.owners.length > 0 ? (
            <div className={styles.owners}>
              <p className={styles.ownersTitle}>{t('check.owners')}</p>
              <ol className={styles.ownerList}>
                {answer.owners.map((owner) => (
                  <li key={owner.since}>
                    {owner.until
                      ? t('check.pastOwner', {
                          name: owner.name,
                          since: formatDate(owner.since, 'YYYY-MM-DD'),
                          until: formatDate(owner.until, 'YYYY-MM-DD'),
                        })
                      : t('check.currentOwner', {
                          name: owner.name,
                          since: formatDate(owner.since, 'YYYY-MM-DD'),
                        })}
                  </li>
                ))}
              </ol>
            </div>
          ) : null}
        </div>
      </div>
      {answer.mine ? (
        <div className={styles.mine}>
          <OwnerPanel serial={answer} onChanged={onChanged} />
        </div>
      ) : null}
    </section>
  );
}
