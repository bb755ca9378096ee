import { useTranslation } from 'react-i18next';
import cards from '@/shared/ui/card.module.css';
import type { ProcessInfo } from '../api/get-process';
import { contentNamespace } from '../locales/register';
import styles from './step-sequence.module.css';

/** A process's steps as a numbered sequence, joined by a line from the first to the last. */
export function StepSequence({ steps }: { steps: ProcessInfo['steps'] }) {
  const { t } = useTranslation(contentNamespace);
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li key={index} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <div className={styles.body}>
            <p className={styles.label}>{t('processDetail.step', { index: index + 1 })}</p>
            <h3 className={`${cards.title} ${styles.title}`}>{step.title}</h3>
            {step.text ? <p className={styles.text}>{step.text}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
