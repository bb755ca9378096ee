import { SafeHtml } from './safe-html';
import styles from './rich-text.module.css';

export interface RichTextProps {
  /** Server-sanitised HTML; rendered through `SafeHtml`'s allowlist, never injected. */
  html: string;
  /** `lead` sets the first paragraph larger, as an article's opening. */
  variant?: 'body' | 'lead';
  tone?: 'light' | 'dark';
  className?: string;
}

/** Long-form text of the studio's pages: paragraphs, lists, subheads, quotes and links. */
export function RichText({
  html,
  variant = 'body',
  tone = 'light',
  className = '',
}: RichTextProps) {
  return (
    <SafeHtml
      className={`${styles.text} ${variant === 'lead' ? styles.lead : ''} ${styles[tone]} ${className}`}
      html={html}
    />
  );
}

/** Whether stored rich text has anything a reader would see (tags alone do not count). */
export function hasText(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').trim().length > 0;
}
