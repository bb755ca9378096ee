import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addLocale } from '../i18n/i18n';
import { clampQuantity, type QuantityBounds } from '../lib/quantity';
import styles from './quantity-stepper.module.css';

const stepperNamespace = 'quantityStepper';

addLocale(stepperNamespace, {
  'zh-cn': { decrease: '减少{{label}}', increase: '增加{{label}}' },
  en: { decrease: 'Decrease {{label}}', increase: 'Increase {{label}}' },
});

export interface QuantityStepperProps {
  value: number;
  bounds: QuantityBounds;
  onChange: (value: number) => void;
  /** The accessible name, e.g. "Quantity" or "Quantity of <product>". */
  label: string;
  size?: 'middle' | 'large';
  className?: string;
}

/**
 * − [n] + within the bounds. A typed number is taken when the field is left or Enter is
 * pressed, and brought within the bounds first; a value above them (a cart line whose stock
 * shrank) is shown as it is until the reader lowers it.
 */
export function QuantityStepper({
  value,
  bounds,
  onChange,
  label,
  size = 'middle',
  className = '',
}: QuantityStepperProps) {
  const { t } = useTranslation(stepperNamespace);
  const [draft, setDraft] = useState<string | null>(null);

  const commit = (wanted: number | null) => {
    setDraft(null);
    const next = clampQuantity(wanted, bounds);
    if (next !== value) onChange(next);
  };

  // What the field shows: a number being typed counts, an emptied field keeps the value.
  const shown = () => (draft === null || draft === '' ? value : Number(draft));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(shown());
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      commit(shown() + (event.key === 'ArrowUp' ? 1 : -1));
    }
  };

  return (
    <div className={`${styles.stepper} ${styles[size]} ${className}`}>
      <button
        type="button"
        className={styles.step}
        aria-label={t('decrease', { label })}
        disabled={bounds.disabled || value <= bounds.min}
        onClick={() => commit(value - 1)}
      >
        <span aria-hidden="true" className={styles.minus} />
      </button>
      <input
        className={styles.input}
        role="spinbutton"
        aria-label={label}
        aria-valuemin={bounds.min}
        aria-valuemax={bounds.max}
        aria-valuenow={value}
        aria-invalid={value > bounds.max || undefined}
        inputMode="numeric"
        autoComplete="off"
        value={draft ?? String(value)}
        disabled={bounds.disabled}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, '').slice(0, 3))}
        onBlur={() => {
          if (draft !== null) commit(shown());
        }}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className={styles.step}
        aria-label={t('increase', { label })}
        disabled={bounds.disabled || value >= bounds.max}
        onClick={() => commit(value + 1)}
      >
        <span aria-hidden="true" className={styles.plus} />
      </button>
    </div>
  );
}
