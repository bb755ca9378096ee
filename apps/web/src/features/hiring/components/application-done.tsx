import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useShopConfig } from '@/shared/api/get-shop-config';
import { Link } from 'react-router';
import { formatDate } from '@/shared/lib/format';
import buttons from '@/shared/ui/button.module.css';
import { paths } from '@/shared/config/paths';
import { hiringNamespace } from '../locales/register';
import type { Sent } from './application-form';
import styles from './application-done.module.css';

/** In place of the form once it is sent: what was received, and what happens next. */
export function ApplicationDone({ title, sent }: { title: string; sent: Sent }) {
  const { t } = useTranslation(hiringNamespace);
  const email = useShopConfig().data?.service_email ?? '';
  const heading = useRef<HTMLHeadingElement>(null);

  // The confirmation takes the form's place: bring it into view and let a screen reader say it.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'center' });
  }, []);

  const date = formatDate(sent.application.created_at, `${t('dateFormat')} HH:mm`);
  return (
    <section className={styles.done} aria-labelledby="join-done">
      <span className={styles.mark} aria-hidden="true" />
      <p className={styles.eyebrow}>{t('done.eyebrow')}</p>
      <h2 id="join-done" ref={heading} tabIndex={-1} className={styles.title}>
        {t('done.title')}
      </h2>
      <p className={styles.text}>{t('done.text', { title, id: sent.application.id, date })}</p>
      <h3 className={styles.nextTitle}>{t('done.nextTitle')}</h3>
      <ol className={styles.next}>
        <li>{t('done.next1')}</li>
        <li>{t('done.next2', { mobile: sent.mobile })}</li>
        <li>{t('done.next3', { email })}</li>
      </ol>
      <Link className={`${buttons.dark} ${styles.action}`} to={paths.joinUs.href()}>
        {t('done.more')} <span aria-hidden="true">→</span>
      </Link>
    </section>
  );
}
