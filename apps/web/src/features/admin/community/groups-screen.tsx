import { PlusOutlined } from '@ant-design/icons';
import type { ActionOutput } from '@atelier/contract';
import { Badge, Button, Input, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime } from '../console/format';
import { useListQuery } from '../console/list-query';
import { ListScreen } from '../console/list-screen';
import { ScreenHeader } from '../console/screen-header';
import { MissingEnglishFlag } from '../console/missing-english';
import { communityPaths } from './community-paths';
import { communityNamespace } from './register';
import { LoadFailed } from '../console/load-failed';
import { BilingualName } from '../console/bilingual-name';

type Row = ActionOutput<'communityGroupList'>['list'][number];

/** Every group with its counts and what waits for staff: applications and open reports. */
export default function GroupsScreen() {
  const { t } = useTranslation(communityNamespace);
  const groups = useListQuery('communityGroupList', (search) => ({
    keyword: search.get('keyword') || undefined,
  }));
  const { keyword } = groups.filters;
  const apply = groups.setFilters;

  return (
    <>
      <ScreenHeader
        title={t('groups.title')}
        actions={
          <Link to={communityPaths.group()}>
            <Button type="primary" icon={<PlusOutlined />}>
              {t('groups.new')}
            </Button>
          </Link>
        }
      />
      <ListScreen<Row>
        list={groups}
        toolbar={
          <>
            <Input.Search
              allowClear
              defaultValue={keyword}
              placeholder={t('groups.keyword')}
              aria-label={t('groups.keyword')}
              onSearch={(value) => apply({ keyword: value.trim() || undefined })}
              style={{ maxWidth: 280, marginBottom: 16 }}
            />
          </>
        }
        failed={<LoadFailed onRetry={() => void groups.query.refetch()} />}
        hideOnSinglePage
        showTotal={(count) => t('total', { count })}
        rowKey="id"
        scroll={{ x: 860 }}
        locale={{ emptyText: keyword ? t('groups.noMatch') : t('groups.empty') }}
        columns={[
          {
            title: t('groups.group'),
            width: 260,
            render: (_, row) => (
              <Space align="start">
                <img
                  src={row.cover}
                  alt=""
                  width={64}
                  height={40}
                  style={{ objectFit: 'cover', borderRadius: 4 }}
                />
                <BilingualName zh={row.name_zh} en={row.name_en} to={communityPaths.group(row.id)}>
                  <Space size={4} wrap>
                    <Tag color={row.status === 'open' ? 'green' : 'default'}>
                      {t(`status.${row.status}`)}
                    </Tag>
                    {row.gate_product_id !== null ? <Tag>{t('groups.gated')}</Tag> : null}
                    <MissingEnglishFlag
                      namespace={communityNamespace}
                      keyPrefix="group"
                      fields={row.missing_english}
                    />
                  </Space>
                </BilingualName>
              </Space>
            ),
          },
          { title: t('groups.members'), dataIndex: 'member_count', width: 76 },
          { title: t('groups.posts'), dataIndex: 'post_count', width: 76 },
          {
            title: t('groups.pending'),
            width: 100,
            render: (_, row) =>
              row.pending_count > 0 ? (
                <Link to={communityPaths.applications(row.id)}>
                  <Badge count={row.pending_count} color="blue" />
                </Link>
              ) : (
                0
              ),
          },
          {
            title: t('groups.reports'),
            width: 110,
            render: (_, row) =>
              row.open_reports > 0 ? (
                <Link to={communityPaths.reports(row.id)}>
                  <Badge count={row.open_reports} />
                </Link>
              ) : (
                0
              ),
          },
          {
            title: t('groups.convention'),
            width: 100,
            render: (_, row) => t('groups.version', { version: row.convention_version }),
          },
          {
            title: '',
            width: 138,
            render: (_, row) => (
              <Space orientation="vertical" size={0}>
                <Link to={communityPaths.group(row.id)}>{t('groups.edit')}</Link>
                <span style={{ color: '#6b6b76', fontSize: 12 }}>{formatTime(row.updated_at)}</span>
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
