import type { ActionOutput } from '@atelier/contract';

import { useTranslation } from 'react-i18next';
import { adminNamespace } from '../locales/register';
import { formatTime } from './format';
import { ConsoleTable } from './console-table';
import { ConsoleCard } from './console-card';

type Versions = ActionOutput<'settingsInfo'>['versions'];
type Version = Versions['list'][number];

/** Versions a page of the versioned settings' history shows. */
export const VERSIONS_PAGE = 10;

/**
 * Beside a versioned form (shop settings, points rules, game rules): who saved each version,
 * and when. `initial` names the version the shop started with, saved by no one.
 */
export function VersionTable({
  versions,
  loading,
  page,
  onPage,
  initial,
}: {
  versions: Versions | undefined;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
  initial: string;
}) {
  const { t } = useTranslation(adminNamespace);
  return (
    <ConsoleCard title={t('versions.title')}>
      <ConsoleTable<Version>
        rowKey="version"
        size="small"
        loading={loading}
        dataSource={versions?.list ?? []}
        pagination={{
          current: page,
          pageSize: VERSIONS_PAGE,
          total: versions?.total ?? 0,
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
            render: (name: string) => name || initial,
          },
          {
            title: t('versions.when'),
            dataIndex: 'created_at',
            width: 140,
            render: (value: string) => formatTime(value),
          },
        ]}
      />
    </ConsoleCard>
  );
}
