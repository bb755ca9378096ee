import type { ReactNode } from 'react';
import page from './checkout-page.module.css';
import styles from './checkout-notice.module.css';

/**
 * What a checkout page says in place of its form: the purchase was `refused` (announced at
 * once, in the accent), or the order is `closed` or already `paid`.
 */
export function CheckoutNotice({
  tone,
  title,
  text,
  actions,
}: {
  tone: 'refused' | 'closed' | 'paid';
  title: ReactNode;
  text: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section
      className={`${page.box} ${styles.notice}`}
      role={tone === 'refused' ? 'alert' : 'status'}
    >
      <span
        className={`${styles.mark} ${tone === 'paid' ? styles.paidMark : ''}`}
        aria-hidden="true"
      />
      <h2 className={styles.title}>{title}</h2>
      <p className={`${styles.text} ${tone === 'refused' ? styles.refusedText : ''}`}>{text}</p>
      <div className={`${page.actions} ${styles.actions}`}>{actions}</div>
    </section>
  );
}
