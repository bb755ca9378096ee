import { can } from '@atelier/contract/permissions';
import { useLang } from '../i18n/i18n';
import { useSession } from '../session/session-store';
import styles from './preview-ribbon.module.css';

const words = {
  'zh-cn': '预览 — 尚未发布，访客看不到这些改动',
  en: 'Preview — not published: visitors do not see these changes',
} as const;

/**
 * Says, above every page of a preview, that what it shows is not on the site yet. Only to staff
 * who edit the site: for anyone else the server ignores the flag and the page is the live one.
 */
export default function PreviewRibbon() {
  const role = useSession((session) => session.user?.role);
  const lang = useLang();
  if (!role || !can(role, 'content')) return null;
  return (
    <div className={styles.ribbon} role="status" data-testid="preview-ribbon">
      {words[lang]}
    </div>
  );
}
