import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MoneyInput } from './money-input';

function Controlled({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <MoneyInput
      aria-label="amount"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>('amount');

describe('MoneyInput', () => {
  it('applies the money rule while typing', async () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    await userEvent.type(field(), 'a.5x67');
    expect(field().value).toBe('0.56');
    expect(onValue).toHaveBeenLastCalledWith('0.56');
  });

  it('turns a whole number into numeric form and an emptied field into 0', async () => {
    render(<Controlled onValue={vi.fn()} />);
    await userEvent.type(field(), '007');
    expect(field().value).toBe('7');
    await userEvent.clear(field());
    expect(field().value).toBe('0');
  });

  it('works uncontrolled from a default value', async () => {
    const onChange = vi.fn();
    render(<MoneyInput aria-label="amount" defaultValue="1" onChange={onChange} />);
    await userEvent.type(field(), '.999');
    expect(field().value).toBe('1.99');
    expect(onChange).toHaveBeenLastCalledWith('1.99');
  });

  it('leaves text alone during IME composition and applies the rule when it ends', () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    const input = field();

    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: '１２' } });
    expect(input.value).toBe('１２');
    fireEvent.change(input, { target: { value: '12元.345' } });
    expect(input.value).toBe('12元.345');
    expect(onValue).not.toHaveBeenCalled();

    fireEvent.compositionEnd(input);
    expect(input.value).toBe('12.34');
    expect(onValue).toHaveBeenCalledTimes(1);
    expect(onValue).toHaveBeenCalledWith('12.34');

    fireEvent.change(input, { target: { value: '12.345' } });
    expect(input.value).toBe('12.34');
  });

  it('still calls composition handlers passed by the caller', () => {
    const onCompositionStart = vi.fn();
    const onCompositionEnd = vi.fn();
    render(
      <MoneyInput
        aria-label="amount"
        onCompositionStart={onCompositionStart}
        onCompositionEnd={onCompositionEnd}
      />,
    );
    fireEvent.compositionStart(field());
    fireEvent.compositionEnd(field());
    expect(onCompositionStart).toHaveBeenCalledTimes(1);
    expect(onCompositionEnd).toHaveBeenCalledTimes(1);
  });
});
