import { SafetyCertificateFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { communityNamespace } from '../locales/register';
import styles from './community.module.css';

/** Beside a name: this person owns a shipped serial of the studio's, checked genuine. */
export function CollectorBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation(communityNamespace);
  if (!verified) return null;
  return (
    <span className={styles.collector} title={t('collector.hint')}>
      <SafetyCertificateFilled aria-hidden /> {t('collector.badge')}
    </span>
  );
}
