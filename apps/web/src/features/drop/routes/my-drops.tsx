import '../locales/register';
import { Empty, Pagination, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { DropEntryState } from '@atelier/contract/drop-codes';
import { paths } from '@/shared/config/paths';
import { useLang } from '@/shared/i18n/i18n';
import { useCountdown } from '@/shared/lib/use-countdown';
import page from '@/shared/ui/personal-page.module.css';
import panel from '@/shared/ui/panel.module.css';
import { useDropInfo, useMarkDropsSeen, useMyDrops, type MyDrop } from '../api/drop-queries';
import { Countdown } from '../components/countdown';
import { clockOffset, formatShopTime, localDeadline } from '../lib/drop-time';
import { dropNamespace } from '../locales/register';
import styles from './my-drops.module.css';

const PER_PAGE = 10;

const stateColors: Record<DropEntryState, string> = {
  entered: 'blue',
  won: 'red',
  moved_up: 'volcano',
  bought: 'green',
  lapsed: 'default',
  not_drawn: 'default',
  void: 'default',
};

/** /myDrops, inside the personal area: the draws I entered; opening it clears the badge. */
export function MyDropsRoute() {
  const { t } = useTranslation(dropNamespace);
  const [current, setCurrent] = useState(1);
  const drops = useMyDrops(current, PER_PAGE);
  const seen = useMarkDropsSeen();
  const unseen = drops.data?.unseen_count ?? 0;
  const { mutate } = seen;
  useEffect(() => {
    if (unseen > 0) void mutate(undefined);
  }, [unseen, mutate]);

  return (
    <div className={page.page}>
      <section className={panel.panel} aria-labelledby="my-drops-title">
        <div className={panel.head}>
          <div>
            <h1 id="my-drops-title" className={panel.pageTitle}>
              {t('my.title')}
            </h1>
            <p className={panel.note}>{t('my.lead')}</p>
          </div>
        </div>
        {drops.isError ? (
          <div className={styles.state}>
            <p>{t('my.errorText')}</p>
            <button type="button" className={styles.link} onClick={() => void drops.refetch()}>
              {t('my.retry')}
            </button>
          </div>
        ) : drops.isPending ? (
          <ul className={styles.list} aria-busy="true">
            {[0, 1, 2].map((key) => (
              <li key={key} className={`${styles.row} ${styles.skeleton}`} />
            ))}
          </ul>
        ) : drops.data.list.length === 0 ? (
          <Empty description={t('my.empty')}>
            <p className={panel.note}>{t('my.emptyText')}</p>
          </Empty>
        ) : (
          <>
            <ul className={styles.list}>
              {drops.data.list.map((drop) => (
                <MyDropRow key={drop.id} drop={drop} />
              ))}
            </ul>
            {drops.data.total > PER_PAGE ? (
              <Pagination
                className={styles.pager}
                current={current}
                pageSize={PER_PAGE}
                total={drops.data.total}
                showSizeChanger={false}
                onChange={setCurrent}
              />
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}

function MyDropRow({ drop }: { drop: MyDrop }) {
  const { t } = useTranslation(dropNamespace);
  const lang = useLang();
  const navigate = useNavigate();
  const holding = drop.state === 'won' || drop.state === 'moved_up';
  return (
    <li className={styles.row} data-testid="my-drop">
      <Link to={paths.productDetail.href(drop.product_id)} className={styles.picture}>
        <img src={drop.product_image} alt="" />
      </Link>
      <div className={styles.body}>
        <p className={styles.name}>
          <Link to={paths.productDetail.href(drop.product_id)}>{drop.product_name}</Link>
        </p>
        <p className={styles.tags}>
          <Tag color={stateColors[drop.state]}>{t(`state.${drop.state}`)}</Tag>
          {drop.unseen ? <Tag color="red">{t('my.new')}</Tag> : null}
          {drop.place !== null ? (
            <span className={styles.muted}>{t('my.place', { place: drop.place })}</span>
          ) : null}
        </p>
        {drop.state === 'entered' ? (
          <p className={styles.muted}>
            {t('my.closes', { time: formatShopTime(drop.entries_close_at, lang) })}
          </p>
        ) : null}
        {holding && drop.buy_by ? (
          <TimeLeft productId={drop.product_id} buyBy={drop.buy_by} />
        ) : null}
      </div>
      <div className={styles.actions}>
        {holding ? (
          <button
            type="button"
            className={styles.buy}
            onClick={() =>
              void navigate(paths.confirmOrder.href({ productId: drop.product_id, quantity: 1 }))
            }
          >
            {t('my.buy')}
          </button>
        ) : null}
        {drop.state === 'bought' && drop.order_id !== null ? (
          <Link className={styles.link} to={paths.orderDetail.href(drop.order_id)}>
            {t('my.order')}
          </Link>
        ) : null}
        <Link className={styles.link} to={paths.drop.href(drop.product_id)}>
          {t('my.proof')}
        </Link>
      </div>
    </li>
  );
}

/**
 * The time left to buy, on the server's clock: the drop's own answer carries it (few rows hold
 * a unit at once, so asking for their drops costs little).
 */
function TimeLeft({ productId, buyBy }: { productId: number; buyBy: string }) {
  const { t } = useTranslation(dropNamespace);
  const lang = useLang();
  const info = useDropInfo(productId);
  const offset = info.data ? clockOffset(info.data.server_time, info.dataUpdatedAt) : null;
  const left = useCountdown(offset === null ? null : localDeadline(buyBy, offset));
  return (
    <p className={styles.left}>
      <span>{t('mine.wonText', { time: formatShopTime(buyBy, lang) })}</span>
      {left !== null ? (
        <span>
          {t('mine.left')} <Countdown seconds={left} />
        </span>
      ) : null}
    </p>
  );
}
