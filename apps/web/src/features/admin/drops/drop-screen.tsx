import { ReloadOutlined } from '@ant-design/icons';
import type { ActionOutput } from '@atelier/contract';
import { DROP_ENTRY_STATES, type DropEntryState } from '@atelier/contract/drop-codes';
import { Alert, Button, Descriptions, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { callAction } from '@/shared/api/call-action';
import { feedback } from '@/shared/ui/feedback';
import { useConsoleAction, useConsoleQuery } from '../console/console-api';
import { consolePaths } from '../console/console-paths';
import { ConsoleSelect } from '../console/console-select';
import { useListQuery } from '../console/list-query';
import { ListScreen } from '../console/list-screen';
import { RecordNotLoaded } from '../console/load-failed';
import { saveText } from '../console/save-text';
import { ScreenHeader } from '../console/screen-header';
import { DropFormDialog } from './drop-form';
import { DropStageTag } from './drops-screen';
import { dropsPaths } from './drops-paths';
import { dropsNamespace } from './locales/register';
import { formatShopTime } from './shop-time';
import styles from './drops.module.css';
import { OrderNumber } from '../console/order-number';
import { ConsoleCard } from '../console/console-card';

type Drop = ActionOutput<'dropGet'>;
type Entry = ActionOutput<'dropEntries'>['list'][number];
const PAGE_SIZE = 50;

const stateColors: Record<DropEntryState, string> = {
  entered: 'blue',
  won: 'red',
  moved_up: 'volcano',
  bought: 'green',
  lapsed: 'default',
  not_drawn: 'default',
  void: 'default',
};

/** The drop and the state of its entries shown, as the address keeps them. */
function entryFilterOf(search: URLSearchParams): { id?: number; state?: DropEntryState } {
  return {
    id: Number(search.get('id')) || undefined,
    state: DROP_ENTRY_STATES.find((s) => s === search.get('state')),
  };
}

/** One drop: its counts, its entries as they arrive, the draw by hand, the CSV, editing. */
export default function DropScreen() {
  const { t } = useTranslation(dropsNamespace);
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const drop = useConsoleQuery('dropGet', { id }, { enabled: id > 0 });
  if (id <= 0) return <Alert type="info" title={t('detail.missing')} />;
  if (drop.isError) {
    return (
      <RecordNotLoaded
        query={drop}
        title={t('detail.notFound')}
        back={<Link to={dropsPaths.drops}>{t('detail.back')}</Link>}
      />
    );
  }
  if (!drop.data) return <ConsoleCard loading />;
  return <DropDetail drop={drop.data} />;
}

function DropDetail({ drop }: { drop: Drop }) {
  const { t } = useTranslation(dropsNamespace);
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [exporting, setExporting] = useState(false);
  const draw = useConsoleAction('dropDraw');
  const remove = useConsoleAction('dropDelete');

  async function exportCsv() {
    setExporting(true);
    try {
      const file = await callAction('dropExport', { id: drop.id });
      saveText(file.filename, file.csv);
      feedback.message.success(t('detail.exported', { count: file.rows }));
    } catch {
      // The request client has shown the refusal.
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <Link to={dropsPaths.drops}>← {t('detail.back')}</Link>
      <ScreenHeader
        title={`${t('detail.titleLead')} #${drop.id} · ${drop.product.name}`}
        actions={
          <>
            {drop.stage === 'closed' && drop.drawn_at === null ? (
              <Popconfirm
                title={t('detail.drawConfirm')}
                description={t('detail.drawConfirmText', { count: drop.entry_count })}
                okText={t('detail.drawNow')}
                cancelText={t('detail.cancel')}
                onConfirm={() =>
                  draw.mutate(
                    { id: drop.id },
                    { onSuccess: () => feedback.message.success(t('detail.drawn')) },
                  )
                }
              >
                <Button type="primary" loading={draw.isPending}>
                  {t('detail.drawNow')}
                </Button>
              </Popconfirm>
            ) : null}
            {drop.stage === 'drawn' ? null : (
              <Button onClick={() => setEditing(true)}>{t('detail.edit')}</Button>
            )}
            <Button onClick={() => void exportCsv()} loading={exporting}>
              {t('detail.csv')}
            </Button>
            {drop.stage === 'upcoming' ? (
              <Popconfirm
                title={t('detail.deleteConfirm')}
                description={t('detail.deleteConfirmText')}
                okText={t('detail.delete')}
                okButtonProps={{ danger: true }}
                cancelText={t('detail.cancel')}
                onConfirm={() =>
                  remove.mutate(
                    { id: drop.id },
                    {
                      onSuccess: () => {
                        feedback.message.success(t('detail.deleted'));
                        void navigate(dropsPaths.drops);
                      },
                    },
                  )
                }
              >
                <Button danger loading={remove.isPending}>
                  {t('detail.delete')}
                </Button>
              </Popconfirm>
            ) : null}
          </>
        }
      />
      {drop.stage === 'closed' && drop.drawn_at === null ? (
        <Alert className={styles.gapBelow} type="warning" showIcon title={t('detail.waiting')} />
      ) : null}
      <ConsoleCard>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            {
              key: 'product',
              label: t('detail.product'),
              children: (
                <Link to={consolePaths.product(drop.product.id)}>
                  {drop.product.name} · {drop.product.product_no}
                </Link>
              ),
            },
            { key: 'stage', label: t('list.stage'), children: <DropStageTag stage={drop.stage} /> },
            { key: 'quantity', label: t('list.quantity'), children: drop.quantity },
            {
              key: 'opens',
              label: t('detail.opens'),
              children: formatShopTime(drop.entries_open_at),
            },
            {
              key: 'closes',
              label: t('detail.closes'),
              children: formatShopTime(drop.entries_close_at),
            },
            {
              key: 'hours',
              label: t('form.purchaseHours'),
              children: t('detail.hours', { count: drop.purchase_hours }),
            },
            {
              key: 'leftover',
              label: t('form.leftover'),
              children: drop.leftover_to_sale ? t('detail.yes') : t('detail.no'),
            },
            {
              key: 'gates',
              label: t('list.gates'),
              children:
                drop.gates.length === 0
                  ? t('list.noGates')
                  : drop.gates.map((gate) => (
                      <div key={`${gate.kind}-${gate.target_id}`}>{gate.label}</div>
                    )),
            },
            { key: 'entries', label: t('list.entries'), children: drop.entry_count },
            { key: 'holding', label: t('detail.holding'), children: drop.holding_count },
            { key: 'sold', label: t('list.sold'), children: drop.sold_count },
            {
              key: 'drawn',
              label: t('detail.drawnAt'),
              children: drop.drawn_at ? formatShopTime(drop.drawn_at) : t('detail.notDrawn'),
            },
            {
              key: 'commitment',
              label: t('detail.commitment'),
              span: 'filled',
              children: <code className={styles.hash}>{drop.commitment}</code>,
            },
            ...(drop.proof
              ? [
                  {
                    key: 'seed',
                    label: t('detail.seed'),
                    span: 'filled' as const,
                    children: <code className={styles.hash}>{drop.proof.server_seed}</code>,
                  },
                ]
              : []),
          ]}
        />
        <p className={styles.zone}>{t('detail.zoneHint')}</p>
      </ConsoleCard>
      <EntriesTable drop={drop} />
      <DropFormDialog open={editing} drop={drop} onClose={() => setEditing(false)} />
    </>
  );
}

function EntriesTable({ drop }: { drop: Drop }) {
  const { t } = useTranslation(dropsNamespace);
  const entries = useListQuery('dropEntries', entryFilterOf, {
    input: ({ state }) => ({ drop_id: drop.id, state }),
    pageSize: PAGE_SIZE,
  });
  return (
    <ListScreen<Entry>
      list={entries}
      title={t('entries.title')}
      className={styles.gap}
      extra={
        <div className={styles.tools}>
          <ConsoleSelect<DropEntryState>
            allowClear
            value={entries.filters.state}
            placeholder={t('entries.allStates')}
            aria-label={t('entries.state')}
            style={{ width: 150 }}
            onChange={(next) => entries.setFilters({ ...entries.filters, state: next })}
            options={DROP_ENTRY_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
          />
          <Button
            icon={<ReloadOutlined />}
            loading={entries.query.isFetching}
            onClick={() => void entries.query.refetch()}
          >
            {t('entries.refresh')}
          </Button>
        </div>
      }
      rowKey="id"
      size="small"
      scroll={{ x: 860 }}
      hideOnSinglePage
      showTotal={(count) => t('total', { count })}
      locale={{ emptyText: t('entries.empty') }}
      columns={[
        {
          title: t('entries.place'),
          width: 56,
          align: 'right',
          render: (_, row) => row.place ?? '—',
        },
        { title: t('entries.id'), dataIndex: 'id', width: 64 },
        {
          title: t('entries.user'),
          width: 150,
          render: (_, row) => (
            <>
              <div>{row.user.username}</div>
              <div className={styles.muted}>{row.user.mobile}</div>
            </>
          ),
        },
        { title: t('entries.name'), dataIndex: 'name', width: 90 },
        {
          title: t('entries.state'),
          width: 96,
          render: (_, row) => <Tag color={stateColors[row.state]}>{t(`state.${row.state}`)}</Tag>,
        },
        {
          title: t('entries.buyBy'),
          width: 130,
          render: (_, row) =>
            row.buy_by ? <span className={styles.nowrap}>{formatShopTime(row.buy_by)}</span> : '—',
        },
        {
          title: t('entries.order'),
          width: 150,
          render: (_, row) => (row.order_no ? <OrderNumber>{row.order_no}</OrderNumber> : '—'),
        },
        {
          title: t('entries.entered'),
          width: 130,
          render: (_, row) => (
            <span className={styles.nowrap}>{formatShopTime(row.entered_at)}</span>
          ),
        },
      ]}
    />
  );
}
