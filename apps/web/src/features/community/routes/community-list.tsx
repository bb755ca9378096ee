import '../locales/register';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { readPage } from '@/shared/lib/query-params';
import { PageHero } from '@/shared/ui/page-hero';
import { PageNumbers } from '@/shared/ui/page-numbers';
import { PageSection } from '@/shared/ui/page-section';
import { LoadingOutline, StatePanel, stateClasses } from '@/shared/ui/state-panel';
import { GROUPS_PER_PAGE, useGroups } from '../api/group-queries';
import styles from '../components/community.module.css';
import { CommunityLoadError } from '../components/community-states';
import { GroupCard } from '../components/group-card';
import { communityNamespace } from '../locales/register';

const KEYWORD_MAX = 40;

/** /COMMUNITY: the groups, searchable, paged. */
export function CommunityListRoute() {
  const { t } = useTranslation(communityNamespace);
  const [search, setSearch] = useSearchParams();
  const page = readPage(search);
  const keyword = (search.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX);
  const groups = useGroups(page, keyword);

  const go = (next: { keyword?: string; page?: number }) => {
    const params = new URLSearchParams();
    const word = next.keyword ?? keyword;
    if (word) params.set('keyword', word);
    if (next.page && next.page > 1) params.set('page', String(next.page));
    setSearch(params);
  };

  return (
    <>
      <PageHero eyebrow={t('list.eyebrow')} title={t('list.title')} lead={t('list.lead')} />
      <PageSection labelledBy="community-groups">
        <h2 id="community-groups" className="visually-hidden">
          {t('list.label')}
        </h2>
        <div className={styles.tools}>
          <Input.Search
            key={keyword}
            className={styles.search}
            defaultValue={keyword}
            placeholder={t('list.searchPlaceholder')}
            aria-label={t('list.searchLabel')}
            maxLength={KEYWORD_MAX}
            allowClear
            enterButton
            onSearch={(value) => go({ keyword: value.trim(), page: 1 })}
          />
        </div>
        {groups.isPending ? (
          <LoadingOutline label={t('load.loading')} heights={[280, 280]} />
        ) : groups.isError ? (
          <CommunityLoadError onRetry={() => void groups.refetch()} />
        ) : groups.data.list.length === 0 ? (
          keyword ? (
            <StatePanel
              title={t('list.noMatchTitle', { keyword })}
              text={t('list.noMatchText')}
              actions={
                <Link className={stateClasses.primary} to={{ search: '' }}>
                  {t('list.showAll')}
                </Link>
              }
            />
          ) : (
            <StatePanel title={t('list.emptyTitle')} text={t('list.emptyText')} />
          )
        ) : (
          <>
            <ul
              className={styles.grid}
              aria-label={t('list.label')}
              aria-busy={groups.isPlaceholderData}
            >
              {groups.data.list.map((group) => (
                <li key={group.id}>
                  <GroupCard group={group} />
                </li>
              ))}
            </ul>
            <PageNumbers
              page={page}
              total={groups.data.total}
              pageSize={GROUPS_PER_PAGE}
              label={t('list.pagesLabel')}
              onChange={(next) => go({ page: next })}
            />
          </>
        )}
      </PageSection>
    </>
  );
}
