import { useTranslation } from 'react-i18next';
import { useShopConfig } from '@/shared/api/get-shop-config';
import { hiringNamespace } from '../locales/register';
import styles from './application-form.module.css';

/** Beside the form on a wide screen: what happens once it is sent. */
export function ApplyNotes() {
  const { t } = useTranslation(hiringNamespace);
  const email = useShopConfig().data?.service_email;
  return (
    <aside className={styles.notes} aria-labelledby="join-notes">
      <h3 id="join-notes" className={styles.notesTitle}>
        {t('notes.title')}
      </h3>
      <ol className={styles.notesList}>
        <li>{t('done.next1')}</li>
        <li>{t('notes.call')}</li>
        <li>{t('notes.visit')}</li>
      </ol>
      {email ? (
        <p className={styles.notesMail}>
          {t('notes.mailLead')} <a href={`mailto:${email}`}>{email}</a>
        </p>
      ) : null}
    </aside>
  );
}
