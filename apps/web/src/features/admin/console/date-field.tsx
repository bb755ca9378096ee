import { Input, type InputProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminNamespace } from '../locales/register';
import styles from './date-field.module.css';

/*
 * The console's dates in the browser's own fields (antd's date picker is a large download for
 * every screen that shows one). The form keeps what it kept with the picker: a dayjs of the day
 * (or minute) on this browser's clock, read and written as the field's digits, so the request
 * builders and the forms' rules do not change.
 */

const DAY = 'YYYY-MM-DD';
const MINUTE = 'YYYY-MM-DDTHH:mm';

/** The field's digits of a value: "2026-12-01", or "2026-12-01T10:00" with the time. */
function digitsOf(value: Dayjs | null | undefined, format: string): string {
  return value?.isValid() ? value.format(format) : '';
}

/**
 * The value the field's digits name; none while they are empty or incomplete (a year still being
 * typed reads "0002", which no Date holds as such).
 */
function valueOf(digits: string, format: string): Dayjs | null {
  if (!digits) return null;
  const value = dayjs(digits);
  return value.isValid() && value.format(format) === digits ? value : null;
}

/**
 * What the field shows: the digits as typed, until the form's value changes from elsewhere (a
 * reset, a remount); the digits of a value being typed are not overwritten by its last one.
 */
function useShown<T>(outside: T, same: (a: T, b: T) => boolean) {
  const [shown, setShown] = useState(outside);
  const [seen, setSeen] = useState(outside);
  if (!same(outside, seen)) {
    setSeen(outside);
    setShown(outside);
  }
  const show = (digits: T, sent: T) => {
    setShown(digits);
    setSeen(sent);
  };
  return { shown, show };
}

const sameText = (a: string, b: string) => a === b;

type Passed = Omit<
  InputProps,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'prefix' | 'suffix'
>;

export interface DateFieldProps extends Passed {
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null) => void;
  /** A day and a time to the minute (`datetime-local`) instead of a day. */
  withTime?: boolean;
  /** The earliest and latest the browser's own picker offers (inclusive). */
  min?: Dayjs | null;
  max?: Dayjs | null;
  /** The whole width of its place, as in a form's column; on a phone it always is. */
  block?: boolean;
}

/**
 * A day, or a day and a time, as a form item's control: `value` and `onChange` carry a dayjs (or
 * null when empty), like antd's date picker did; antd's input draws it, so it reads as the
 * console's other fields and shows the form item's error state.
 */
export function DateField({
  value,
  onChange,
  withTime = false,
  min,
  max,
  block = false,
  className,
  ...passed
}: DateFieldProps) {
  const format = withTime ? MINUTE : DAY;
  const { shown, show } = useShown(digitsOf(value, format), sameText);
  return (
    <Input
      {...passed}
      type={withTime ? 'datetime-local' : 'date'}
      className={[styles.field, withTime && styles.withTime, block && styles.block, className]
        .filter(Boolean)
        .join(' ')}
      value={shown}
      min={digitsOf(min, format) || undefined}
      max={digitsOf(max, format) || undefined}
      onChange={(event) => {
        const digits = event.target.value;
        const next = valueOf(digits, format);
        show(digits, digitsOf(next, format));
        onChange?.(next);
      }}
    />
  );
}

/** A from–to pair of days, the first not after the second. */
export type DayRange = [Dayjs, Dayjs];

interface Pair {
  from: string;
  to: string;
}

const pairOf = (range: DayRange | null | undefined): Pair => ({
  from: digitsOf(range?.[0], DAY),
  to: digitsOf(range?.[1], DAY),
});
const samePair = (a: Pair, b: Pair) => a.from === b.from && a.to === b.to;

/** The range two fields' digits name: both days there, the first not after the second. */
function rangeOf({ from, to }: Pair): DayRange | null {
  const start = valueOf(from, DAY);
  const end = valueOf(to, DAY);
  return start && end && !start.isAfter(end) ? [start, end] : null;
}

export interface DateRangeFieldProps {
  value?: DayRange | null;
  onChange?: (value: DayRange | null) => void;
  /** The pair's name (a group of two fields); each field is named "from" or "to" within it. */
  label: string;
  /** Given by a form item: its label focuses the first field. */
  id?: string;
  /** The earliest and latest days the browser's own picker offers (inclusive). */
  min?: Dayjs | null;
  max?: Dayjs | null;
  disabled?: boolean;
  className?: string;
  /** Given by a form item: its help and extra text. */
  'aria-describedby'?: string;
}

/**
 * Two days, from and to, as a form item's control: `value` is `[from, to]` as dayjs (like antd's
 * range picker), or null while a field is empty or the first day is after the second.
 */
export function DateRangeField({
  value,
  onChange,
  label,
  id,
  min,
  max,
  disabled,
  className,
  'aria-describedby': describedBy,
}: DateRangeFieldProps) {
  const { t } = useTranslation(adminNamespace);
  const { shown, show } = useShown(pairOf(value), samePair);
  const change = (digits: Pair) => {
    const next = rangeOf(digits);
    show(digits, pairOf(next));
    onChange?.(next);
  };
  const floor = digitsOf(min, DAY);
  const ceiling = digitsOf(max, DAY);
  const backwards = Boolean(shown.from && shown.to && shown.from > shown.to);
  return (
    <span
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
      className={[styles.range, className].filter(Boolean).join(' ')}
    >
      <Input
        type="date"
        id={id}
        className={styles.field}
        aria-label={t('dateRange.from')}
        value={shown.from}
        min={floor || undefined}
        max={shown.to && (!ceiling || shown.to < ceiling) ? shown.to : ceiling || undefined}
        disabled={disabled}
        onChange={(event) => change({ ...shown, from: event.target.value })}
      />
      <span aria-hidden className={styles.dash}>
        –
      </span>
      <Input
        type="date"
        className={styles.field}
        aria-label={t('dateRange.to')}
        aria-invalid={backwards || undefined}
        status={backwards ? 'error' : undefined}
        value={shown.to}
        min={shown.from && shown.from > floor ? shown.from : floor || undefined}
        max={ceiling || undefined}
        disabled={disabled}
        onChange={(event) => change({ ...shown, to: event.target.value })}
      />
    </span>
  );
}
