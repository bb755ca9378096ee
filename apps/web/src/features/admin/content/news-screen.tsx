import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ScreenHeader } from '../console/screen-header';
import { ContentList } from './content-list';
import { contentItemPath } from './content-paths';
import { contentNamespace } from './locales/register';
import { ConsoleCard } from '../console/console-card';

/** The studio's news, newest first: drafts, scheduled articles and published ones. */
export default function NewsScreen() {
  const { t } = useTranslation(contentNamespace);
  const navigate = useNavigate();
  return (
    <>
      <ScreenHeader
        title={t('screens.news')}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate(contentItemPath('news'))}
          >
            {t('newOf.news')}
          </Button>
        }
      />
      <ConsoleCard>
        <ContentList kind="news" />
      </ConsoleCard>
    </>
  );
}
