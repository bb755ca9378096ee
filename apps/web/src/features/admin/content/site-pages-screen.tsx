import { PlusOutlined } from '@ant-design/icons';
import { isContentList, type ContentKind } from '@atelier/contract/content-formats';
import { Button, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ScreenHeader } from '../console/screen-header';
import { ContentList } from './content-list';
import { contentItemPath } from './content-paths';
import { contentNamespace } from './locales/register';
import { ConsoleCard } from '../console/console-card';

/** The site's pages, in the order of its menu; news and texts have screens of their own. */
export const SITE_PAGE_KINDS = [
  'company',
  'founder',
  'story',
  'gallery',
  'team',
  'process',
  'technology',
  'mr',
  'link',
] as const satisfies readonly ContentKind[];
type SitePageKind = (typeof SITE_PAGE_KINDS)[number];

const isSitePageKind = (value: string | null): value is SitePageKind =>
  (SITE_PAGE_KINDS as readonly (string | null)[]).includes(value);

/** Every page of the studio's site: pick one, then edit its texts or its list's items. */
export default function SitePagesScreen() {
  const { t } = useTranslation(contentNamespace);
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('kind');
  const kind: SitePageKind = isSitePageKind(asked) ? asked : 'company';
  const isList = isContentList(kind);
  return (
    <>
      <ScreenHeader
        title={t('screens.sitePages')}
        actions={
          isList ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate(contentItemPath(kind))}
            >
              {t(`newOf.${kind}`)}
            </Button>
          ) : null
        }
      />
      <ConsoleCard>
        <Segmented<SitePageKind>
          aria-label={t('screens.kind')}
          value={kind}
          onChange={(next) => setSearch({ kind: next }, { replace: true })}
          options={SITE_PAGE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
          style={{ marginBottom: 16, maxWidth: '100%', overflowX: 'auto' }}
        />
        <ContentList key={kind} kind={kind} />
      </ConsoleCard>
    </>
  );
}
