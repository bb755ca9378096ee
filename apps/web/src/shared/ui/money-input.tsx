import { Input, type InputProps } from 'antd';
import { useRef, useState, type ChangeEvent, type CompositionEvent } from 'react';
import { normaliseMoney } from '../lib/money';

export interface MoneyInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange'> {
  value?: string;
  defaultValue?: string;
  /** Receives the normalised amount; antd Form.Item accepts a plain value as well as an event. */
  onChange?: (value: string) => void;
}

/** An amount field applying the money rule on every change, except mid IME composition. */
export function MoneyInput({
  value,
  defaultValue = '',
  onChange,
  onCompositionStart,
  onCompositionEnd,
  inputMode = 'decimal',
  ...rest
}: MoneyInputProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  // While composing, the raw text is shown as typed; the rule would break the candidate string.
  const [draft, setDraft] = useState<string | null>(null);
  const composing = useRef(false);

  const commit = (raw: string) => {
    const next = normaliseMoney(raw);
    setDraft(null);
    if (value === undefined) setUncontrolled(next);
    onChange?.(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (composing.current) {
      setDraft(event.target.value);
      return;
    }
    commit(event.target.value);
  };

  const handleCompositionStart = (event: CompositionEvent<HTMLInputElement>) => {
    composing.current = true;
    setDraft(event.currentTarget.value);
    onCompositionStart?.(event);
  };

  const handleCompositionEnd = (event: CompositionEvent<HTMLInputElement>) => {
    composing.current = false;
    commit(event.currentTarget.value);
    onCompositionEnd?.(event);
  };

  return (
    <Input
      {...rest}
      inputMode={inputMode}
      value={draft ?? value ?? uncontrolled}
      onChange={handleChange}
      onCompositionStart={handleCompositionStart}
      onCompositionEnd={handleCompositionEnd}
    />
  );
}
