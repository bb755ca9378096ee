import '../locales/register';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import personal from '@/shared/ui/personal-page.module.css';
import { MyApplicationsList, MyGroupsList, MyNoticesList } from '../components/centre-lists';
import { communityNamespace } from '../locales/register';
import { MyPosts } from '../posts/my-posts';

const TABS = ['groups', 'applications', 'posts', 'notices'] as const;
type Tab = (typeof TABS)[number];

function readTab(search: URLSearchParams): Tab {
  const tab = search.get('tab');
  return TABS.find((name) => name === tab) ?? 'groups';
}

/** /communityCenter: my groups, my applications and their outcome, my posts, my notices. */
export function CommunityCenterRoute() {
  const { t } = useTranslation(communityNamespace);
  const [search, setSearch] = useSearchParams();
  const tab = readTab(search);
  return (
    <div className={personal.page}>
      <div className={personal.header}>
        <h1 className={personal.title}>{t('centre.title')}</h1>
      </div>
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch(key === 'groups' ? {} : { tab: key }, { replace: true })}
        aria-label={t('centre.tabsLabel')}
        items={[
          { key: 'groups', label: t('centre.groups'), children: <MyGroupsList /> },
          {
            key: 'applications',
            label: t('centre.applications'),
            children: <MyApplicationsList />,
          },
          { key: 'posts', label: t('centre.posts'), children: <MyPosts /> },
          { key: 'notices', label: t('centre.notices'), children: <MyNoticesList /> },
        ]}
      />
    </div>
  );
}
