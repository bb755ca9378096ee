import '../locales/register';
import { DownloadOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { Button, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserCenter } from '@/shared/api/get-user-center';
import { paths } from '@/shared/config/paths';
import panel from '@/shared/ui/panel.module.css';
import { DataExportDialog } from '../components/data-export-dialog';
import { privacyNamespace } from '../locales/register';
import styles from './my-data.module.css';

const CONTENTS = [
  'profile',
  'orders',
  'favourites',
  'applications',
  'community',
  'serials',
] as const;

/** /myData: download a copy of my data, or go on to cancel the account. */
export function MyDataRoute() {
  const { t } = useTranslation(privacyNamespace);
  const center = useUserCenter();
  const [exporting, setExporting] = useState(false);

  return (
    <>
      <section className={panel.panel} aria-labelledby="export-title">
        <h1 className={panel.pageTitle}>{t('myData.title')}</h1>
        <p className={panel.lead}>{t('myData.lead')}</p>
        <h2 id="export-title" className={panel.title}>
          {t('export.title')}
        </h2>
        <p className={styles.text}>{t('export.text')}</p>
        <ul className={styles.contents}>
          {CONTENTS.map((key) => (
            <li key={key}>{t(`export.contents.${key}`)}</li>
          ))}
        </ul>
        <p className={styles.note}>{t('export.limit')}</p>
        {center.isPending ? (
          <Skeleton.Button active />
        ) : center.isError ? (
          <Result
            status="warning"
            title={t('myData.loadError')}
            extra={<Button onClick={() => void center.refetch()}>{t('myData.retry')}</Button>}
          />
        ) : (
          <>
            <Button
              type="primary"
              size="large"
              icon={<DownloadOutlined aria-hidden="true" />}
              className={styles.action}
              onClick={() => setExporting(true)}
            >
              {t('export.open')}
            </Button>
            <DataExportDialog
              open={exporting}
              mobile={center.data.user.mobile}
              onClose={() => setExporting(false)}
            />
          </>
        )}
      </section>
      <section className={panel.panel} aria-labelledby="cancel-title">
        <h2 id="cancel-title" className={panel.title}>
          {t('cancel.title')}
        </h2>
        <p className={styles.text}>{t('cancel.text')}</p>
        <Link to={paths.accountCancel.href()} className={styles.cancelLink}>
          <UserDeleteOutlined aria-hidden="true" /> {t('cancel.open')}
        </Link>
      </section>
    </>
  );
}
