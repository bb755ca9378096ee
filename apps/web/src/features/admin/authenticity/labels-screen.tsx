import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QrCodeImage } from '@/shared/ui/qr-code-image';
import { LoadFailed } from '../console/load-failed';
import { useConsoleQuery } from '../console/console-api';
import { ScreenHeader } from '../console/screen-header';
import { serialsPaths } from './serials-paths';
import { serialsNamespace } from './serials-register';
import styles from './labels.module.css';
import { ConsoleCard } from '../console/console-card';

const QR_SIZE = 96;

/**
 * A batch's labels to print and stick on its pieces: a QR code to the public check, the serial
 * in groups, the product and the edition. Printing leaves out the console around them.
 */
export default function LabelsScreen() {
  const { t } = useTranslation(serialsNamespace);
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const sheet = useConsoleQuery('serialBatchLabels', { id }, { enabled: id > 0 });

  useEffect(() => {
    document.body.classList.add(styles.printing ?? '');
    return () => document.body.classList.remove(styles.printing ?? '');
  }, []);

  if (id <= 0) return <Alert type="info" title={t('batch.missing')} />;
  if (sheet.isError) return <LoadFailed onRetry={() => void sheet.refetch()} />;
  if (!sheet.data) return <ConsoleCard loading />;
  const { batch, labels } = sheet.data;
  return (
    <>
      <div className={styles.screenOnly}>
        <Link to={serialsPaths.batch(batch.id)}>← {t('labels.back')}</Link>
        <ScreenHeader
          title={`${t('labels.title')} · #${batch.id} ${batch.product.name}`}
          actions={
            <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
              {t('labels.print')}
            </Button>
          }
        />
        <p className={styles.hint}>{t('labels.hint', { count: labels.length })}</p>
        {batch.status === 'revoked' ? (
          <Alert type="error" showIcon title={t('labels.revoked')} className={styles.hint} />
        ) : null}
      </div>
      <ol className={styles.sheet} aria-label={t('labels.title')}>
        {labels.map((label) => (
          <li key={label.code} className={styles.label}>
            <QrCodeImage
              value={label.url}
              size={QR_SIZE}
              alt={t('labels.qr', { code: label.code })}
              className={styles.qr}
              placeholderClassName={styles.qr}
            />
            <div className={styles.text}>
              <div className={styles.code}>{label.code}</div>
              <div className={styles.product}>{batch.product.name}</div>
              <div className={styles.edition}>{t('edition', label.edition)}</div>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
