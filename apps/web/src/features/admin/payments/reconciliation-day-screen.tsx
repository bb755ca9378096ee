import type { ActionOutput } from '@atelier/contract';
import { Button, Descriptions, Empty, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatYuan } from '@/shared/lib/money';
import { useConsoleQuery } from '../console/console-api';
import { consolePaths } from '../console/console-paths';
import { formatTime } from '../console/format';
import { ScreenHeader } from '../console/screen-header';
import { CheckDayDialog } from './check-day-dialog';
import { DayStatusTag, LoadFailed, useGatewayName, useStatusName } from './payments-parts';
import { paymentsPaths } from './payments-paths';
import { paymentsNamespace } from './payments-register';
import { ResolveDialog } from './resolve-dialog';
import styles from './payments.module.css';
import { OrderNumber } from '../console/order-number';
import { ConsoleCard } from '../console/console-card';

type Info = ActionOutput<'reconciliationInfo'>;
type Mismatch = Info['items'][number];

/** One mismatch: what it means, the shop and the bill side by side, and how it was settled. */
function MismatchCard({
  mismatch,
  gateway,
  onResolve,
}: {
  mismatch: Mismatch;
  gateway: string;
  onResolve: () => void;
}) {
  const { t } = useTranslation(paymentsNamespace);
  const statusName = useStatusName();
  const line = t(`lineWord.${mismatch.line_kind}`);
  const resolved = mismatch.resolved_at !== null;
  const amount = (value: string | null, missing: string) =>
    value === null ? missing : formatYuan(value);
  const status = (value: string | null, missing: string) =>
    value === null ? missing : statusName(value);
  const rows = [
    {
      key: 'amount',
      ours: amount(mismatch.our_amount, t('day.noRecord')),
      theirs: amount(mismatch.their_amount, t('day.notBilled')),
      differs: mismatch.our_amount !== mismatch.their_amount,
    },
    {
      key: 'status',
      ours: status(mismatch.our_status, t('day.noRecord')),
      theirs: status(mismatch.their_status, t('day.notBilled')),
      differs: mismatch.our_status !== mismatch.their_status,
    },
  ];

  return (
    <ConsoleCard
      size="small"
      className={resolved ? styles.mismatchResolved : styles.mismatch}
      title={
        <span className={styles.mismatchHead}>
          <Tag color="volcano">{t(`day.kind.${mismatch.kind}`)}</Tag>
          <span>{t(`lineKind.${mismatch.line_kind}`)}</span>
          <span className={styles.number}>{mismatch.refund_no ?? mismatch.session_id}</span>
        </span>
      }
      extra={
        <Tag color={resolved ? 'green' : 'orange'}>
          {resolved ? t('day.resolved') : t('day.open')}
        </Tag>
      }
    >
      <p className={styles.explain}>{t(`day.explain.${mismatch.kind}`, { gateway, line })}</p>
      <table className={styles.compare}>
        <caption className="visually-hidden">{t('day.compare')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('day.field')}</th>
            <th scope="col">{t('day.ours')}</th>
            <th scope="col">{t('day.theirs', { gateway })}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{t(`day.${row.key}`)}</th>
              <td className={row.differs ? styles.differs : undefined}>{row.ours}</td>
              <td className={row.differs ? styles.differs : undefined}>{row.theirs}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.facts}>
        <dt>{t('day.order')}</dt>
        <dd>
          {mismatch.order_id !== null && mismatch.order_no !== null ? (
            <Link to={consolePaths.order(mismatch.order_id)}>
              <OrderNumber>{mismatch.order_no}</OrderNumber>
            </Link>
          ) : (
            <span className={styles.quiet}>{t('day.unknownOrder')}</span>
          )}
        </dd>
        <dt>{t('day.sessionId')}</dt>
        <dd className={styles.number}>{mismatch.session_id}</dd>
        {mismatch.refund_no ? (
          <>
            <dt>{t('day.refundNo')}</dt>
            <dd className={styles.number}>{mismatch.refund_no}</dd>
          </>
        ) : null}
        <dt>{t('day.tradeNo')}</dt>
        <dd className={styles.number}>{mismatch.trade_no ?? t('common.none')}</dd>
      </dl>
      {resolved ? (
        <div className={styles.resolution}>
          <div className={styles.muted}>
            {t('day.resolvedBy', {
              name: mismatch.resolved_by ?? '',
              time: mismatch.resolved_at ? formatTime(mismatch.resolved_at) : '',
            })}
          </div>
          <p className={styles.resolutionNote}>{mismatch.note}</p>
        </div>
      ) : (
        <Button type="primary" onClick={onResolve}>
          {t('day.resolve')}
        </Button>
      )}
    </ConsoleCard>
  );
}

/** One gateway's bill of one day against the payments: the counts, and each mismatch to settle. */
export default function ReconciliationDayScreen() {
  const { t } = useTranslation(paymentsNamespace);
  const gatewayName = useGatewayName();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const info = useConsoleQuery('reconciliationInfo', { id }, { enabled: id > 0 });
  const [resolving, setResolving] = useState<Mismatch | null>(null);
  const [checking, setChecking] = useState(false);
  const back = (
    <Link to={paymentsPaths.reconciliation()} className={styles.back}>
      ← {t('day.back')}
    </Link>
  );

  if (id === 0) {
    return (
      <>
        {back}
        <Empty description={t('common.notFound')} />
      </>
    );
  }
  if (info.isError) {
    return (
      <>
        {back}
        <LoadFailed onRetry={() => void info.refetch()} />
      </>
    );
  }
  if (!info.data || info.data.id !== id) return <Skeleton active />;
  const day = info.data;
  const gateway = gatewayName(day.gateway);
  // Open ones first, in the order the bill was matched; the settled ones after them.
  const items = [
    ...day.items.filter((m) => m.resolved_at === null),
    ...day.items.filter((m) => m.resolved_at !== null),
  ];

  return (
    <>
      {back}
      <ScreenHeader
        title={t('day.title', { gateway, day: day.day })}
        actions={
          <span className={styles.headerActions}>
            <DayStatusTag status={day.status} />
            <Button onClick={() => setChecking(true)}>{t('check.again')}</Button>
          </span>
        }
      />
      <ConsoleCard title={t('day.summary')}>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
          <Descriptions.Item label={t('days.lines')}>{day.lines}</Descriptions.Item>
          <Descriptions.Item label={t('days.matched')}>{day.matched}</Descriptions.Item>
          <Descriptions.Item label={t('days.mismatches')}>{day.mismatches}</Descriptions.Item>
          <Descriptions.Item label={t('days.unresolved')}>
            {day.unresolved > 0 ? (
              <Tag color="red">{t('days.unresolvedCount', { count: day.unresolved })}</Tag>
            ) : (
              day.unresolved
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('days.checkedAt')}>
            {formatTime(day.checked_at)}
          </Descriptions.Item>
          {day.error ? (
            <Descriptions.Item label={t('day.error')}>
              <span className={styles.error}>{day.error}</span>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      </ConsoleCard>
      <ConsoleCard title={t('day.mismatches')} className={styles.card}>
        {items.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={day.status === 'failed' ? t('day.failedNote') : t('day.noMismatches')}
          />
        ) : (
          <ul className={styles.mismatches} aria-label={t('day.mismatches')}>
            {items.map((mismatch) => (
              <li key={mismatch.id}>
                <MismatchCard
                  mismatch={mismatch}
                  gateway={gateway}
                  onResolve={() => setResolving(mismatch)}
                />
              </li>
            ))}
          </ul>
        )}
      </ConsoleCard>
      {resolving ? <ResolveDialog mismatch={resolving} onClose={() => setResolving(null)} /> : null}
      {checking ? (
        <CheckDayDialog
          gateway={day.gateway}
          day={day.day}
          onClose={() => setChecking(false)}
          onChecked={(checked) => {
            setChecking(false);
            if (checked.id !== day.id) void navigate(paymentsPaths.day(checked.id));
          }}
        />
      ) : null}
    </>
  );
}
