import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { authNamespace } from '../locales/register';
import styles from './auth-card.module.css';

export interface AuthCardProps {
  title: string;
  subtitle?: string;
  /** A side column beside the form on wide screens (the QR panel); hidden below 900 px. */
  aside?: ReactNode;
  /** The line under the form, with its link (to registration, back to login). */
  foot?: ReactNode;
  children: ReactNode;
}

/** The frame of every sign-in screen: a paper card on a warm ground, centred below the header. */
export function AuthCard({ title, subtitle, aside, foot, children }: AuthCardProps) {
  const { t } = useTranslation(authNamespace);
  return (
    <section className={styles.page}>
      <div className={`${styles.card} ${aside ? styles.wide : ''}`}>
        <div className={styles.main}>
          <header className={styles.head}>
            <p className={styles.eyebrow}>{t('brand')}</p>
            <h1 className={styles.title}>{title}</h1>
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </header>
          {children}
          {foot ? <p className={styles.foot}>{foot}</p> : null}
        </div>
        {aside ? <aside className={styles.aside}>{aside}</aside> : null}
      </div>
    </section>
  );
}
