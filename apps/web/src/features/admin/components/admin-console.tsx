import {
  AppstoreOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserInfo } from '@/shared/api/get-user-info';
import { adminNamespace } from '../locales/register';
import styles from './admin-console.module.css';

const sections: Array<{ key: string; icon: ReactNode }> = [
  { key: 'catalog', icon: <AppstoreOutlined /> },
  { key: 'orders', icon: <ShoppingCartOutlined /> },
  { key: 'members', icon: <TeamOutlined /> },
  { key: 'content', icon: <ReadOutlined /> },
  { key: 'authenticity', icon: <SafetyCertificateOutlined /> },
];

/** The administrator's landing: who is signed in and what the console will hold. */
export function AdminConsole({ user, myCenterPath }: { user: UserInfo; myCenterPath: string }) {
  const { t } = useTranslation(adminNamespace);
  return (
    <div className={styles.page}>
      <header className={styles.band}>
        <div className={styles.container}>
          <p className={styles.eyebrow}>{t('eyebrow')}</p>
          <h1 className={styles.title}>{t('hello', { name: user.nickname || user.username })}</h1>
          <p className={styles.who}>{t('signedInAs', { username: user.username })}</p>
        </div>
      </header>
      <div className={styles.container}>
        <p className={styles.lead}>{t('lead')}</p>
        <ul className={styles.grid} aria-label={t('sectionsLabel')}>
          {sections.map(({ key, icon }) => (
            <li key={key} className={styles.card}>
              <span className={styles.icon} aria-hidden="true">
                {icon}
              </span>
              <h2 className={styles.cardTitle}>{t(`sections.${key}.title`)}</h2>
              <p className={styles.cardText}>{t(`sections.${key}.text`)}</p>
              <span className={styles.tag}>{t('planned')}</span>
            </li>
          ))}
        </ul>
        <p className={styles.more}>
          <Link to={myCenterPath}>{t('myCenter')}</Link>
        </p>
      </div>
    </div>
  );
}
