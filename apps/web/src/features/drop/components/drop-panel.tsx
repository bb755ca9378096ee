import '../locales/register';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { isRefusal } from '@/shared/api/retry';
import { paths } from '@/shared/config/paths';
import { useLang } from '@/shared/i18n/i18n';
import { useCountdown } from '@/shared/lib/use-countdown';
import { useSession } from '@/shared/session/session-store';
import { useClickGuard } from '@/shared/ui/use-click-guard';
import buttons from '@/shared/ui/button.module.css';
import { useDropInfo, useEnterDrop, type DropInfo } from '../api/drop-queries';
import { clockOffset, formatShopTime, localDeadline } from '../lib/drop-time';
import { dropNamespace } from '../locales/register';
import { Countdown } from './countdown';
import { DrawProof } from './draw-proof';
import styles from './drop-panel.module.css';

/** How often (ms) the panel asks for the next stage once its countdown has reached 0. */
const TIME_UP_POLL = 3000;

export interface DropPanelProps {
  productId: number;
  /** The drop's own page: the proof opens checked, and there is no link to the page itself. */
  page?: boolean;
}

/**
 * A product's drop: its stage and countdown, the entry window, the gates, the counts, the
 * commitment, entering, my entry and, once drawn, my result and the draw checked here. Nothing
 * when the product has no drop (dropInfo refuses).
 */
export function DropPanel({ productId, page = false }: DropPanelProps) {
  const { t } = useTranslation(dropNamespace);
  const drop = useDropInfo(productId);
  // On the product page a product without a drop shows nothing, so nothing shows meanwhile.
  if (drop.isPending) {
    if (!page) return null;
    return (
      <section className={styles.panel} aria-busy="true">
        <p className={styles.muted}>{t('panel.loading')}</p>
      </section>
    );
  }
  if (drop.isError) {
    if (isRefusal(drop.error)) return null;
    return (
      <section className={styles.panel}>
        <p className={styles.muted}>{t('panel.errorText')}</p>
        <button type="button" className={styles.link} onClick={() => void drop.refetch()}>
          {t('panel.retry')}
        </button>
      </section>
    );
  }
  return (
    <DropBody drop={drop.data} receivedAt={drop.dataUpdatedAt} page={page} refetch={drop.refetch} />
  );
}

function DropBody({
  drop,
  receivedAt,
  page,
  refetch,
}: {
  drop: DropInfo;
  receivedAt: number;
  page: boolean;
  refetch: () => Promise<unknown>;
}) {
  const { t } = useTranslation(dropNamespace);
  const lang = useLang();
  const offset = clockOffset(drop.server_time, receivedAt);
  const target =
    drop.stage === 'upcoming'
      ? drop.entries_open_at
      : drop.stage === 'open'
        ? drop.entries_close_at
        : null;
  const deadline = target === null ? null : localDeadline(target, offset);
  const left = useCountdown(deadline);
  // The open or the close has come on the server's clock: the next stage is the server's to
  // say, asked until it says so (this browser may reach the time a moment before the server).
  const reached = left === 0;
  useEffect(() => {
    if (!reached) return;
    void refetch();
    const timer = setInterval(() => void refetch(), TIME_UP_POLL);
    return () => clearInterval(timer);
  }, [reached, deadline, refetch]);

  return (
    <section
      className={styles.panel}
      aria-labelledby={`drop-${drop.id}-title`}
      data-testid="drop-panel"
    >
      <div className={styles.head}>
        <div>
          <p className={styles.eyebrow}>{t('panel.eyebrow')}</p>
          <h2 id={`drop-${drop.id}-title`} className={styles.title}>
            {t('panel.title')}
          </h2>
        </div>
        <span className={`${styles.stage} ${styles[drop.stage]}`} data-testid="drop-stage">
          {t(`stage.${drop.stage}`)}
        </span>
      </div>
      <p className={styles.lead}>{t('panel.lead')}</p>

      <div className={styles.clock} role="timer" aria-live="off">
        {target !== null && left !== null ? (
          <>
            <span className={styles.clockLabel}>
              {t(drop.stage === 'upcoming' ? 'countdown.toOpen' : 'countdown.toClose')}
            </span>
            <Countdown seconds={left} />
          </>
        ) : drop.stage === 'closed' ? (
          <span className={styles.clockNote}>{t('countdown.closed')}</span>
        ) : drop.proof ? (
          <span className={styles.clockNote}>
            {t('countdown.drawn', { time: formatShopTime(drop.proof.drawn_at, lang) })}
          </span>
        ) : null}
      </div>

      <dl className={styles.facts}>
        <div>
          <dt>{t('facts.units')}</dt>
          <dd>{t('facts.unitsValue', { count: drop.quantity })}</dd>
        </div>
        <div>
          <dt>{t('facts.window')}</dt>
          <dd>
            {t('facts.windowValue', {
              from: formatShopTime(drop.entries_open_at, lang),
              to: formatShopTime(drop.entries_close_at, lang),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('facts.entries')}</dt>
          <dd data-testid="drop-entry-count">
            {t('facts.entriesValue', { count: drop.entry_count })}
          </dd>
        </div>
        {drop.stage === 'drawn' ? (
          <div>
            <dt>{t('facts.sold')}</dt>
            <dd>{t('facts.soldValue', { sold: drop.sold_count, quantity: drop.quantity })}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('facts.purchase')}</dt>
          <dd>{t('facts.purchaseValue', { count: drop.purchase_hours })}</dd>
        </div>
        <div>
          <dt>{t('facts.gates')}</dt>
          <dd>
            {drop.gates.length === 0 ? (
              t('facts.everyone')
            ) : (
              <ul className={styles.gates}>
                {drop.gates.map((gate) => (
                  <li key={`${gate.kind}-${gate.target_id}`}>{gate.label}</li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
      {drop.leftover_to_sale ? <p className={styles.muted}>{t('facts.leftover')}</p> : null}

      <MyEntry drop={drop} offset={offset} />

      {drop.proof ? (
        <DrawProof
          commitment={drop.commitment}
          proof={drop.proof}
          quantity={drop.quantity}
          mine={drop.mine?.id ?? null}
          open={page}
        />
      ) : (
        <div className={styles.commitment}>
          <p className={styles.factLabel}>{t('commitment.title')}</p>
          <code className={styles.hash} data-testid="drop-commitment">
            {drop.commitment}
          </code>
          <p className={styles.muted}>{t('commitment.hint')}</p>
        </div>
      )}

      {page ? null : (
        <Link className={styles.link} to={paths.drop.href(drop.product_id)}>
          {t('panel.openPage')} →
        </Link>
      )}
    </section>
  );
}

/** What I can do, or what became of my entry. */
function MyEntry({ drop, offset }: { drop: DropInfo; offset: number }) {
  const { t } = useTranslation(dropNamespace);
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSession((state) => state.token !== '');
  const enter = useEnterDrop();
  const { guarded, guard } = useClickGuard();
  const mine = drop.mine;
  const holding = mine && (mine.state === 'won' || mine.state === 'moved_up') ? mine : null;
  const buyLeft = useCountdown(holding?.buy_by ? localDeadline(holding.buy_by, offset) : null);

  if (mine === null) {
    if (drop.stage === 'drawn')
      return signedIn ? <p className={styles.muted}>{t('mine.notEntered')}</p> : null;
    const label = !signedIn
      ? t('enter.signIn')
      : drop.stage === 'upcoming'
        ? t('enter.notYet')
        : drop.stage === 'open'
          ? enter.isPending
            ? t('enter.entering')
            : t('enter.button')
          : t('enter.closed');
    const canEnter = drop.stage === 'open';
    return (
      <div className={styles.action}>
        <button
          type="button"
          className={`${buttons.dark} ${styles.main}`}
          disabled={(signedIn && !canEnter) || enter.isPending || guarded}
          onClick={guard(() => {
            if (!signedIn) {
              void navigate(paths.login.href(location.pathname + location.search));
              return;
            }
            void enter.mutate(drop.id);
          })}
        >
          {label}
        </button>
      </div>
    );
  }

  if (holding) {
    return (
      <div className={`${styles.result} ${styles.win}`} role="status" data-testid="drop-result">
        <p className={styles.resultTitle}>{t(`mine.${holding.state}`)}</p>
        {holding.buy_by ? (
          <p>{t('mine.wonText', { time: formatShopTime(holding.buy_by, lang) })}</p>
        ) : null}
        {buyLeft !== null ? (
          <p className={styles.left}>
            <span>{t('mine.left')}</span>
            <Countdown seconds={buyLeft} />
          </p>
        ) : null}
        {holding.place !== null ? (
          <p className={styles.muted}>{t('mine.place', { place: holding.place })}</p>
        ) : null}
        <button
          type="button"
          className={`${buttons.dark} ${styles.main}`}
          disabled={buyLeft === 0}
          onClick={() =>
            void navigate(paths.confirmOrder.href({ productId: drop.product_id, quantity: 1 }))
          }
        >
          {t('mine.buy')}
        </button>
      </div>
    );
  }

  return (
    <div className={styles.result} role="status" data-testid="drop-result">
      {mine.state === 'entered' ? (
        <p className={styles.resultTitle}>{t('enter.done')}</p>
      ) : (
        <p className={styles.resultTitle}>{t(`state.${mine.state}`)}</p>
      )}
      <p>
        {mine.state === 'entered'
          ? t('mine.entered', { id: mine.id, time: formatShopTime(mine.entered_at, lang) })
          : mine.state === 'not_drawn'
            ? t('mine.not_drawn', { place: mine.place ?? '—' })
            : mine.state === 'bought'
              ? t('mine.bought')
              : mine.state === 'lapsed'
                ? t('mine.lapsed')
                : t('mine.void')}
      </p>
      {mine.state === 'bought' && mine.order_id !== null ? (
        <Link className={styles.link} to={paths.orderDetail.href(mine.order_id)}>
          {t('mine.viewOrder')} →
        </Link>
      ) : null}
    </div>
  );
}
