import styles from './order-number.module.css';

/** An order number on one line, so it is read and copied whole. */
export function OrderNumber({ children }: { children: string }) {
  return <span className={styles.number}>{children}</span>;
}
