import type { ActionOutput } from '@atelier/contract';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../console/format';
import { RecordHistory } from '../console/record-history';
import { pointsConfigNamespace } from './register';
import styles from './points-config.module.css';

type Info = ActionOutput<'scoreConfigInfo'> | ActionOutput<'gameConfigInfo'>;
type Version = Info['versions']['list'][number];

export const VERSIONS_PAGE = 10;

/** Beside a rules form: its versions (who saved each, when) and what each save changed. */
export function RulesSide({
  info,
  loading,
  page,
  onPage,
}: {
  info: Info | undefined;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(pointsConfigNamespace);
  return (
    <>
      <Card title={t('versions.title')}>
        <Table<Version>
          rowKey="version"
          size="small"
          loading={loading}
          dataSource={info?.versions.list ?? []}
          pagination={{
            current: page,
            pageSize: VERSIONS_PAGE,
            total: info?.versions.total ?? 0,
            showSizeChanger: false,
            onChange: onPage,
            hideOnSinglePage: true,
          }}
          columns={[
            {
              title: t('versions.version'),
              dataIndex: 'version',
              width: 72,
              render: (version: number) => `v${version}`,
            },
            {
              title: t('versions.who'),
              dataIndex: 'actor_name',
              render: (name: string) => name || t('versions.initial'),
            },
            {
              title: t('versions.when'),
              dataIndex: 'created_at',
              width: 140,
              render: (value: string) => formatTime(value),
            },
          ]}
        />
      </Card>
      <Card title={t('history')} className={styles.card} loading={!info}>
        {info ? <RecordHistory rows={info.history} /> : null}
      </Card>
    </>
  );
}
