import {
  EditOutlined,
  EnvironmentOutlined,
  ExperimentOutlined,
  FileProtectOutlined,
  GiftOutlined,
  HeartOutlined,
  LockOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { personalEntries, type PersonalPage } from '../lib/personal-menu';
import { accountNamespace } from '../locales/register';
import panel from '@/shared/ui/panel.module.css';
import styles from './shortcuts.module.css';

const icons: Record<Exclude<PersonalPage, 'myCenter'>, ReactNode> = {
  myOrder: <ProfileOutlined />,
  myDrops: <GiftOutlined />,
  myColle: <HeartOutlined />,
  address: <EnvironmentOutlined />,
  myAccount: <WalletOutlined />,
  communityCenter: <TeamOutlined />,
  appraisal: <SafetyCertificateOutlined />,
  mrExperience: <ExperimentOutlined />,
  editProfile: <EditOutlined />,
  security: <LockOutlined />,
  myData: <FileProtectOutlined />,
};

/** Every other page of the personal area, as a grid of tiles. */
export function Shortcuts() {
  const { t } = useTranslation(accountNamespace);
  return (
    <section className={panel.panel} aria-labelledby="shortcuts-title">
      <div className={panel.head}>
        <h2 id="shortcuts-title" className={panel.title}>
          {t('center.shortcutsTitle')}
        </h2>
      </div>
      <ul className={styles.grid}>
        {personalEntries.map(({ page, available }) => {
          if (page === 'myCenter') return null;
          const face = (
            <>
              <span className={styles.icon} aria-hidden="true">
                {icons[page]}
              </span>
              <span className={styles.label}>{t(`menu.${page}`)}</span>
            </>
          );
          return (
            <li key={page}>
              {available ? (
                <Link className={`${styles.tile} ${styles.link}`} to={paths[page].href()}>
                  {face}
                </Link>
              ) : (
                <span className={`${styles.tile} ${styles.soon}`} aria-disabled="true">
                  {face}
                  <span className={styles.badge}>{t('area.comingSoon')}</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
