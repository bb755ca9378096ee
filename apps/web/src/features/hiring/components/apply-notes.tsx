import { useTranslation } from 'react-i18next';
import { hiringNamespace } from '../locales/register';
import styles from './application-form.module.css';

const STUDIO_EMAIL = 'hello@atelier.example';

/** Beside the form on a wide screen: what happens once it is sent. */
export function ApplyNotes() {
  const { t } = useTranslation(hiringNamespace);
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
      <p className={styles.notesMail}>
        {t('notes.mailLead')} <a href={`mailto:${STUDIO_EMAIL}`}>{STUDIO_EMAIL}</a>
      </p>
    </aside>
  );
}
