import { InputNumber } from 'antd';
import formStyles from '../console/versioned-form.module.css';

/** A rules field holding a whole number between `min` and `max`, named for screen readers. */
export function wholeNumber(label: string, min = 0, max = 1_000_000_000) {
  return (
    <InputNumber
      min={min}
      max={max}
      precision={0}
      className={formStyles.number}
      aria-label={label}
    />
  );
}
