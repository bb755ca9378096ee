import '../locales/register';
import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isRefusal } from '@/shared/api/retry';
import { readId } from '@/shared/lib/query-params';
import { PageSection } from '@/shared/ui/page-section';
import { PageSkeleton } from '@/shared/ui/page-states';
import { useGroupInfo } from '../api/group-queries';
import styles from '../components/community.module.css';
import { CommunityLoadError, GroupNotFound } from '../components/community-states';
import { ConventionBanner } from '../components/convention-banner';
import { GroupHead } from '../components/group-head';
import { GroupAbout, GroupGallery, GroupMembers } from '../components/group-sections';
import { communityNamespace } from '../locales/register';
import { PostFeed } from '../posts/post-feed';

type Tab = 'posts' | 'about' | 'gallery' | 'members';

/** /groupDetail?id=: a group's head and standing, then its posts, about, gallery and members. */
export function GroupDetailRoute() {
  const [search] = useSearchParams();
  const id = readId(search);
  return id === null ? <GroupNotFound /> : <GroupDetail key={id} id={id} />;
}

function GroupDetail({ id }: { id: number }) {
  const { t } = useTranslation(communityNamespace);
  const group = useGroupInfo(id);
  const [tab, setTab] = useState<Tab>('posts');

  if (group.isPending) return <PageSkeleton label={t('load.loading')} />;
  if (group.isError) {
    if (isRefusal(group.error)) return <GroupNotFound />;
    return <CommunityLoadError frame="page" onRetry={() => void group.refetch()} />;
  }
  const info = group.data;

  return (
    <>
      <GroupHead group={info} />
      <PageSection space="tight">
        {info.me?.must_accept ? (
          <ConventionBanner
            groupId={info.id}
            version={info.convention.version}
            onRead={() => setTab('about')}
          />
        ) : null}
        <Tabs
          className={styles.tabs}
          activeKey={tab}
          onChange={(key) => setTab(key as Tab)}
          aria-label={t('group.tabsLabel')}
          items={[
            {
              key: 'posts',
              label: t('group.posts'),
              children: <PostFeed groupId={info.id} me={info.me} />,
            },
            { key: 'about', label: t('group.about'), children: <GroupAbout group={info} /> },
            {
              key: 'gallery',
              label: `${t('group.gallery')} ${info.image_count}`,
              children: <GroupGallery groupId={info.id} />,
            },
            {
              key: 'members',
              label: `${t('group.members')} ${info.member_count}`,
              children: <GroupMembers groupId={info.id} />,
            },
          ]}
        />
      </PageSection>
    </>
  );
}
