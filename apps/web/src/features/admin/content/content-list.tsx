import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { ActionOutput } from '@atelier/contract';
import { isOrderedContent, type ContentKind } from '@atelier/contract/content-formats';
import { Alert, Button, Empty, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { feedback } from '@/shared/ui/feedback';
import { useConsoleAction } from '../console/console-api';
import { formatTime } from '../console/format';
import { useListQuery } from '../console/list-query';
import { ListScreen } from '../console/list-screen';
import { moved } from '../console/list-item-buttons';
import { contentItemPath } from './content-paths';
import { ContentStateTags } from './content-state';
import { contentNamespace } from './locales/register';
import { MissingEnglishFlag } from '../console/missing-english';

type Row = ActionOutput<'contentList'>['list'][number];

/** Ordered lists come whole, so their order can be changed; news comes a page at a time. */
const ORDERED_LIMIT = 100;

/** The search as the address keeps it, beside the kind a screen picks. */
function filterOf(search: URLSearchParams): { keyword?: string } {
  return { keyword: search.get('keyword') || undefined };
}

/**
 * One kind's items: singletons by key, lists in the order the site shows them, with where each
 * stands (draft, scheduled, published, unpublished changes) and its missing English.
 */
export function ContentList({ kind }: { kind: ContentKind }) {
  const { t } = useTranslation(contentNamespace);
  const ordered = isOrderedContent(kind);
  const list = useListQuery('contentList', filterOf, {
    input: ({ keyword }) => ({ kind, ...(keyword ? { keyword } : {}) }),
    pageSize: ordered ? ORDERED_LIMIT : 20,
    prefix: 'list_',
  });
  const { keyword } = list.filters;
  const { query } = list;
  const reorder = useConsoleAction('contentReorder');
  const publish = useConsoleAction('contentPublish');
  const rows = query.data?.list ?? [];
  const keys = rows.map((row) => row.key);
  // The order is of the whole list: a search shows a part of it.
  const canOrder = ordered && !keyword && (query.data?.total ?? 0) <= rows.length;

  const move = (index: number, step: -1 | 1) => {
    if (!isOrderedContent(kind)) return;
    void reorder.mutate(
      { kind, keys: moved(keys, index, step) },
      { onSuccess: () => feedback.message.success(t('actions.reordered')) },
    );
  };

  if (query.isError && !query.data)
    return (
      <Alert
        type="error"
        showIcon
        title={t('common.loadFailed')}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );

  return (
    <>
      <Input.Search
        key={list.filterKey}
        allowClear
        defaultValue={keyword}
        placeholder={t('common.search')}
        aria-label={t('common.search')}
        onSearch={(value) => list.setFilters({ keyword: value.trim() || undefined })}
        style={{ maxWidth: 320, marginBottom: 16 }}
      />
      <ListScreen<Row>
        list={list}
        bare
        unpaged={ordered}
        rowKey="key"
        scroll={{ x: 760 }}
        locale={{ emptyText: <Empty description={t('common.emptyList')} /> }}
        columns={[
          ...(ordered
            ? [
                {
                  title: t('common.order'),
                  width: 96,
                  render: (_: unknown, _row: Row, index: number) => (
                    <Space size={4} title={canOrder ? undefined : t('common.orderLocked')}>
                      <Button
                        size="small"
                        icon={<ArrowUpOutlined />}
                        aria-label={t('common.moveUp')}
                        disabled={!canOrder || index === 0 || reorder.isPending}
                        onClick={() => move(index, -1)}
                      />
                      <Button
                        size="small"
                        icon={<ArrowDownOutlined />}
                        aria-label={t('common.moveDown')}
                        disabled={!canOrder || index === rows.length - 1 || reorder.isPending}
                        onClick={() => move(index, 1)}
                      />
                    </Space>
                  ),
                },
              ]
            : []),
          {
            title: t('common.title'),
            render: (_, row) => (
              <>
                <Link to={contentItemPath(row.kind, row.key)}>{row.title_zh || row.key}</Link>
                <div style={{ color: '#6b6b76' }}>{row.title_en || '—'}</div>
                <MissingEnglishFlag namespace={contentNamespace} fields={row.missing_english} />
              </>
            ),
          },
          {
            title: t('common.state'),
            width: 220,
            render: (_, row) => (
              <ContentStateTags
                state={row.state}
                hasDraft={row.has_draft}
                publishAt={row.publish_at}
              />
            ),
          },
          {
            title: t('common.updated'),
            width: 150,
            render: (_, row) => (row.updated_at ? formatTime(row.updated_at) : '—'),
          },
          {
            title: t('common.actions'),
            width: 170,
            render: (_, row) => (
              <Space size={0} wrap>
                <Link to={contentItemPath(row.kind, row.key)}>{t('common.edit')}</Link>
                {row.state === 'draft' || row.has_draft ? (
                  <Button
                    type="link"
                    loading={publish.isPending}
                    onClick={() =>
                      void publish.mutate(
                        { kind: row.kind, key: row.key },
                        { onSuccess: () => feedback.message.success(t('actions.published')) },
                      )
                    }
                  >
                    {t('actions.publish')}
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
