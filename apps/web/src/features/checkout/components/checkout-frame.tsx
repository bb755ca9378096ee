import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { checkoutNamespace } from '../locales/register';
import styles from './checkout-frame.module.css';

const STEPS = ['confirm', 'pay', 'done'] as const;
export type CheckoutStep = (typeof STEPS)[number];

/** The checkout's three steps, the current one marked. */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const { t } = useTranslation(checkoutNamespace);
  const at = STEPS.indexOf(current);
  return (
    <ol className={styles.steps} aria-label={t('steps.label')}>
      {STEPS.map((step, index) => (
        <li
          key={step}
          className={`${styles.step} ${index < at ? styles.done : ''} ${index === at ? styles.current : ''}`}
          aria-current={index === at ? 'step' : undefined}
        >
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <span className={styles.stepName}>{t(`steps.${step}`)}</span>
        </li>
      ))}
    </ol>
  );
}

/** A checkout page: the steps, the title, then the page's own content. */
export function CheckoutFrame({
  step,
  title,
  lead,
  children,
}: {
  step: CheckoutStep;
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <CheckoutSteps current={step} />
        <header className={styles.header}>
          <h1 className={styles.title}>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </header>
        {children}
      </div>
    </div>
  );
}
