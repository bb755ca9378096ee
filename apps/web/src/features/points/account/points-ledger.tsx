import { LEDGER_REASONS, type LedgerReason } from '@atelier/contract/points-codes';
import { Button, DatePicker, Pagination, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatThousands } from '@/shared/lib/format';
import panel from '@/shared/ui/panel.module.css';
import { Bone, LoadingStatus, RetryPanel, StatePanel } from '@/shared/ui/state-panel';
import { pointsAccountNamespace } from './locales/register';
import { usePointsLedger } from './points-account-api';
import styles from './my-account.module.css';

const PAGE_SIZE = 10;

interface Filters {
  from?: string;
  to?: string;
  reason?: LedgerReason;
}

/** Every change of my points, newest first, by days (the shop's) and reason, a page at a time. */
export function PointsLedger() {
  const { t } = useTranslation(pointsAccountNamespace);
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const ledger = usePointsLedger({ ...filters, page, limit: PAGE_SIZE });
  const filtered = Boolean(filters.from || filters.reason);

  const change = (next: Filters) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <section className={panel.panel} aria-labelledby="points-ledger-title">
      <div className={panel.head}>
        <h2 id="points-ledger-title" className={panel.title}>
          {t('ledgerTitle')}
        </h2>
        {ledger.data ? (
          <p className={panel.note}>{t('count', { count: ledger.data.total })}</p>
        ) : null}
      </div>
      <div className={styles.filters}>
        <label className={styles.filter}>
          <span className={styles.filterLabel}>{t('dates')}</span>
          <DatePicker.RangePicker
            aria-label={t('datesLabel')}
            className={styles.range}
            value={filters.from && filters.to ? [dayjs(filters.from), dayjs(filters.to)] : null}
            onChange={(days) => {
              const [from, to] = days ?? [];
              change({
                ...filters,
                from: from ? from.format('YYYY-MM-DD') : undefined,
                to: to ? to.format('YYYY-MM-DD') : undefined,
              });
            }}
          />
        </label>
        <label className={styles.filter}>
          <span className={styles.filterLabel}>{t('reason')}</span>
          <Select<LedgerReason | ''>
            aria-label={t('reason')}
            className={styles.reason}
            value={filters.reason ?? ''}
            options={[
              { value: '', label: t('allReasons') },
              ...LEDGER_REASONS.map((reason) => ({ value: reason, label: t(`reasons.${reason}`) })),
            ]}
            onChange={(reason) => change({ ...filters, reason: reason || undefined })}
          />
        </label>
      </div>

      {ledger.isPending ? (
        <LoadingStatus label={t('loading')} className={styles.ledgerLoading}>
          {[0, 1, 2, 3].map((i) => (
            <Bone key={i} style={{ height: 56 }} />
          ))}
        </LoadingStatus>
      ) : ledger.isError ? (
        <RetryPanel
          title={t('errorTitle')}
          text={t('errorText')}
          retry={t('retry')}
          onRetry={() => void ledger.refetch()}
        />
      ) : ledger.data.list.length === 0 ? (
        <StatePanel
          title={t('ledgerEmptyTitle')}
          text={filtered ? t('ledgerEmptyFiltered') : t('ledgerEmpty')}
          actions={
            filtered ? <Button onClick={() => change({})}>{t('clearFilters')}</Button> : undefined
          }
        />
      ) : (
        <>
          <ol className={styles.rows} aria-busy={ledger.isFetching}>
            {ledger.data.list.map((row) => (
              <li key={row.id} className={styles.row}>
                <div className={styles.rowMain}>
                  <span className={styles.rowReason}>{t(`reasons.${row.reason}`)}</span>
                  <time className={styles.rowTime} dateTime={row.created_at}>
                    {formatDate(row.created_at, 'YYYY-MM-DD HH:mm')}
                  </time>
                </div>
                <div className={styles.rowFigures}>
                  <span className={row.delta > 0 ? styles.plus : styles.minus}>
                    {row.delta > 0 ? '+' : '−'}
                    {formatThousands(Math.abs(row.delta))}
                  </span>
                  <span className={styles.rowBalance}>
                    {t('balance', { points: formatThousands(row.balance_after) })}
                  </span>
                </div>
              </li>
            ))}
          </ol>
          {ledger.data.total > PAGE_SIZE ? (
            <nav aria-label={t('pages')} className={styles.pager}>
              <Pagination
                current={page}
                pageSize={PAGE_SIZE}
                total={ledger.data.total}
                showSizeChanger={false}
                size="small"
                onChange={setPage}
              />
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
