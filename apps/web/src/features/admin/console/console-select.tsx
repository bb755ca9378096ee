import type { CSSProperties, FocusEventHandler, Ref } from 'react';
import styles from './console-select.module.css';

/*
 * The console's plain drop-downs in the browser's own `<select>` (antd's select, with its virtual
 * list, is a large part of every console screen's first download). It takes the props the
 * screens gave antd's select, and works as a form item's control: `value` and `onChange` carry
 * the options' own values (a number stays a number), the form item's `id` puts its label on it.
 */

/** What an option stands for: kept as it is, never turned into the field's text. */
export type ConsoleSelectValue = string | number | boolean;

export interface ConsoleSelectOption<V extends ConsoleSelectValue> {
  value: V;
  /** The option's words: a `<select>` shows text only. */
  label: string | number;
  disabled?: boolean;
}

export interface ConsoleSelectProps<V extends ConsoleSelectValue> {
  options?: readonly ConsoleSelectOption<V>[];
  /** The chosen option's value; none (undefined or null) shows the placeholder. */
  value?: V | null;
  /** The value chosen, or undefined when the empty option (the placeholder) is chosen. */
  onChange?: (value: V | undefined) => void;
  /** Called after `onChange(undefined)` when the empty option is chosen. */
  onClear?: () => void;
  /** Keeps the empty option (the placeholder) among the choices, to go back to "none". */
  allowClear?: boolean;
  /** The empty option's words: greyed while it is the one shown. */
  placeholder?: string;
  disabled?: boolean;
  /** A form item's validation look; a form item's `aria-invalid` gives the error look too. */
  status?: '' | 'error' | 'warning';
  id?: string;
  name?: string;
  title?: string;
  autoFocus?: boolean;
  className?: string;
  style?: CSSProperties;
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  onFocus?: FocusEventHandler<HTMLSelectElement>;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
  /** A form item's ref: its `scrollToField` and `focus` reach the `<select>`. */
  ref?: Ref<HTMLSelectElement>;
}

/** The empty option's key, and that of a value none of the options has. */
const EMPTY = '';
const STRAY = 'stray';

const none = (value: unknown): value is null | undefined => value === undefined || value === null;

/**
 * A single choice from a list, drawn like antd's select (32 px high, the theme's border, hover and
 * focus colours, a chevron at the end). Without a value, an empty first option shows the
 * placeholder, and nothing is chosen silently: without `allowClear` it cannot be chosen back once
 * a value is. A value none of the options has (one the address kept, before the options load) is
 * shown as it is, as antd's select did.
 */
export function ConsoleSelect<V extends ConsoleSelectValue>({
  options = [],
  value,
  onChange,
  onClear,
  allowClear = false,
  placeholder,
  disabled,
  status,
  className,
  ...passed
}: ConsoleSelectProps<V>) {
  // Options are told apart by their place in the list: values keep their type, and two values
  // that read alike ("1" and 1) stay two.
  const index = none(value) ? -1 : options.findIndex((option) => option.value === value);
  const key = none(value) ? EMPTY : index < 0 ? STRAY : String(index);
  const invalid = status === 'error' || String(passed['aria-invalid']) === 'true';
  return (
    <select
      {...passed}
      disabled={disabled}
      value={key}
      className={[
        styles.select,
        key === EMPTY && styles.empty,
        invalid && styles.error,
        status === 'warning' && !invalid && styles.warning,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      onChange={(event) => {
        const chosen = event.target.value;
        if (chosen === EMPTY) {
          onChange?.(undefined);
          onClear?.();
          return;
        }
        const option = options[Number(chosen)];
        if (chosen !== STRAY && option) onChange?.(option.value);
      }}
    >
      {allowClear || key === EMPTY ? (
        <option value={EMPTY} disabled={!allowClear}>
          {placeholder ?? ''}
        </option>
      ) : null}
      {key === STRAY ? <option value={STRAY}>{String(value)}</option> : null}
      {options.map((option, at) => (
        <option key={at} value={String(at)} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
