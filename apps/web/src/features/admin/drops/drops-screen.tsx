import { PlusOutlined } from '@ant-design/icons';
import type { ActionOutput } from '@atelier/contract';
import { DROP_STAGES, type DropStage } from '@atelier/contract/drop-codes';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConsoleSelect } from '../console/console-select';
import { LoadFailed } from '../console/load-failed';
import { useListQuery } from '../console/list-query';
import { ListScreen } from '../console/list-screen';
import { ScreenHeader } from '../console/screen-header';
import { DropFormDialog } from './drop-form';
import { dropsPaths } from './drops-paths';
import { dropsNamespace } from './locales/register';
import { formatShopTime } from './shop-time';
import styles from './drops.module.css';

type Row = ActionOutput<'dropList'>['list'][number];

const stageColors: Record<DropStage, string> = {
  upcoming: 'default',
  open: 'green',
  closed: 'orange',
  drawn: 'blue',
};

export function DropStageTag({ stage }: { stage: DropStage }) {
  const { t } = useTranslation(dropsNamespace);
  return <Tag color={stageColors[stage]}>{t(`stage.${stage}`)}</Tag>;
}

/** Every drop, newest first, by stage; a new drop from here. */
export default function DropsScreen() {
  const { t } = useTranslation(dropsNamespace);
  const [creating, setCreating] = useState(false);
  const drops = useListQuery('dropList', (search) => ({
    stage: DROP_STAGES.find((s) => s === search.get('stage')),
  }));
  const { stage } = drops.filters;

  return (
    <>
      <ScreenHeader
        title={t('list.title')}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('list.new')}
          </Button>
        }
      />
      <ListScreen<Row>
        list={drops}
        toolbar={
          <ConsoleSelect<DropStage>
            allowClear
            value={stage}
            placeholder={t('list.allStages')}
            aria-label={t('list.stage')}
            style={{ width: 180 }}
            onChange={(next) => drops.setFilters({ stage: next })}
            options={DROP_STAGES.map((s) => ({ value: s, label: t(`stage.${s}`) }))}
          />
        }
        failed={<LoadFailed onRetry={() => void drops.query.refetch()} />}
        hideOnSinglePage
        showTotal={(count) => t('total', { count })}
        rowKey="id"
        scroll={{ x: 838 }}
        locale={{ emptyText: stage ? t('list.noMatch') : t('list.empty') }}
        columns={[
          {
            title: t('list.product'),
            width: 210,
            render: (_, row) => (
              <div>
                <Link to={dropsPaths.drop(row.id)}>
                  #{row.id} {row.product.name}
                </Link>
                <div className={styles.muted}>{row.product.product_no}</div>
              </div>
            ),
          },
          {
            title: t('list.stage'),
            width: 96,
            render: (_, row) => <DropStageTag stage={row.stage} />,
          },
          {
            title: t('list.window'),
            width: 170,
            render: (_, row) => (
              <>
                <div>{formatShopTime(row.entries_open_at)}</div>
                <div className={styles.muted}>→ {formatShopTime(row.entries_close_at)}</div>
              </>
            ),
          },
          { title: t('list.quantity'), dataIndex: 'quantity', width: 72, align: 'right' },
          { title: t('list.entries'), dataIndex: 'entry_count', width: 72, align: 'right' },
          { title: t('list.sold'), dataIndex: 'sold_count', width: 72, align: 'right' },
          {
            title: t('list.gates'),
            width: 146,
            render: (_, row) =>
              row.gates.length === 0
                ? t('list.noGates')
                : row.gates.map((gate) => (
                    <div key={`${gate.kind}-${gate.target_id}`}>{gate.label}</div>
                  )),
          },
        ]}
      />
      <DropFormDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
