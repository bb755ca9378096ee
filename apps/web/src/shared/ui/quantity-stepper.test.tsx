import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '../i18n/i18n';
import { quantityBounds } from '../lib/quantity';
import { QuantityStepper } from './quantity-stepper';

function Stepper({
  stock,
  initial = 1,
  onSale = true,
  onChange = () => undefined,
}: {
  stock: number;
  initial?: number;
  onSale?: boolean;
  onChange?: (value: number) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      value={value}
      bounds={quantityBounds(stock, onSale)}
      label="Quantity"
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const field = () => screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
const minus = () => screen.getByRole('button', { name: 'Decrease Quantity' }) as HTMLButtonElement;
const plus = () => screen.getByRole('button', { name: 'Increase Quantity' }) as HTMLButtonElement;

beforeEach(() => setLang('en'));

describe('QuantityStepper', () => {
  it('steps between 1 and the stock, each end disabling its button', async () => {
    const onChange = vi.fn();
    render(<Stepper stock={2} onChange={onChange} />);
    expect(minus().disabled).toBe(true);
    await userEvent.click(plus());
    expect(field().value).toBe('2');
    expect(plus().disabled).toBe(true);
    expect(field().getAttribute('aria-valuemax')).toBe('2');
    await userEvent.click(minus());
    expect(field().value).toBe('1');
    expect(onChange.mock.calls).toEqual([[2], [1]]);
  });

  it('brings a typed number within the bounds when the field is left', async () => {
    render(<Stepper stock={5} />);
    await userEvent.clear(field());
    await userEvent.type(field(), '40');
    await userEvent.tab();
    expect(field().value).toBe('5');
    await userEvent.clear(field());
    await userEvent.type(field(), '0{Enter}');
    expect(field().value).toBe('1');
  });

  it('never offers more than 99, however large the stock', async () => {
    render(<Stepper stock={1000} initial={98} />);
    expect(field().getAttribute('aria-valuemax')).toBe('99');
    await userEvent.click(plus());
    expect(field().value).toBe('99');
    expect(plus().disabled).toBe(true);
    await userEvent.clear(field());
    await userEvent.type(field(), '250');
    await userEvent.tab();
    expect(field().value).toBe('99');
  });

  it('keeps only digits while typing and steps with the arrow keys', async () => {
    render(<Stepper stock={9} initial={3} />);
    await userEvent.clear(field());
    await userEvent.type(field(), '4a-');
    expect(field().value).toBe('4');
    await userEvent.keyboard('{ArrowUp}');
    expect(field().value).toBe('5');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(field().value).toBe('3');
  });

  it('shows a quantity above a shrunken stock until lowered, then lands on the stock', async () => {
    render(<Stepper stock={2} initial={5} />);
    expect(field().value).toBe('5');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(plus().disabled).toBe(true);
    await userEvent.click(minus());
    expect(field().value).toBe('2');
  });

  it('is disabled altogether when nothing can be bought', () => {
    render(<Stepper stock={0} />);
    expect(field().disabled).toBe(true);
    expect(minus().disabled).toBe(true);
    expect(plus().disabled).toBe(true);
  });
});
