import { act, fireEvent, screen, within } from '@testing-library/react';
import { Button, Form, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { renderWithApp } from '@/shared/testing/render-with-app';
import { DateField, DateRangeField, type DayRange } from './date-field';
import { submitted } from '@/shared/testing/form-submit';

afterEach(() => setLang('zh-cn'));

interface Values {
  day?: Dayjs | null;
  range?: DayRange | null;
}

/** A form as the console's screens hold one: the field a form item's child, a submit button. */
function renderForm(
  control: React.ReactNode,
  { initial = {}, onFinish }: { initial?: Values; onFinish: (values: Values) => void },
) {
  const held: { form?: FormInstance<Values> } = {};
  function Host() {
    const [form] = Form.useForm<Values>();
    held.form = form;
    return (
      <Form<Values> form={form} initialValues={initial} onFinish={onFinish}>
        {control}
        <Button htmlType="submit">Save</Button>
      </Form>
    );
  }
  renderWithApp(<Host />);
  return held;
}

type Saved = Mock<(values: Values) => void>;

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('DateField', () => {
  it('gives the form the day typed, named by its form item’s label, and nothing once cleared', async () => {
    const saved: Saved = vi.fn();
    renderForm(
      <Form.Item name="day" label="Until">
        <DateField min={dayjs('2026-12-02')} max={dayjs('2027-01-31')} />
      </Form.Item>,
      { onFinish: saved },
    );
    const field = screen.getByLabelText('Until') as HTMLInputElement;
    expect(field.type).toBe('date');
    expect(field.min).toBe('2026-12-02');
    expect(field.max).toBe('2027-01-31');

    type(field, '2026-12-24');
    expect(field.value).toBe('2026-12-24');
    const { day } = await submitted(saved);
    expect(dayjs.isDayjs(day)).toBe(true);
    expect(day?.format('YYYY-MM-DD HH:mm')).toBe('2026-12-24 00:00');

    type(field, '');
    expect((await submitted(saved)).day).toBeNull();
  });

  it('takes a day and a time to the minute, and shows the form’s value as the field’s digits', async () => {
    const saved: Saved = vi.fn();
    const held = renderForm(
      <Form.Item name="day">
        <DateField withTime aria-label="Opens" />
      </Form.Item>,
      { initial: { day: dayjs('2026-12-01T20:00') }, onFinish: saved },
    );
    const field = screen.getByLabelText('Opens') as HTMLInputElement;
    expect(field.type).toBe('datetime-local');
    expect(field.value).toBe('2026-12-01T20:00');

    type(field, '2026-12-02T09:30');
    expect((await submitted(saved)).day?.format('YYYY-MM-DD HH:mm')).toBe('2026-12-02 09:30');

    // A value set from elsewhere (a reset) shows at once.
    act(() => held.form?.setFieldsValue({ day: dayjs('2027-01-05T08:15') }));
    expect(field.value).toBe('2027-01-05T08:15');
  });

  it('keeps a year being typed in the field while the form holds no day', async () => {
    const saved: Saved = vi.fn();
    renderForm(
      <Form.Item name="day">
        <DateField aria-label="Day" />
      </Form.Item>,
      { onFinish: saved },
    );
    const field = screen.getByLabelText('Day') as HTMLInputElement;
    type(field, '0002-12-01');
    expect(field.value).toBe('0002-12-01');
    expect((await submitted(saved)).day).toBeNull();
    type(field, '2026-12-01');
    expect((await submitted(saved)).day?.format('YYYY-MM-DD')).toBe('2026-12-01');
  });

  it('keeps the form’s rules: a required day left empty is refused with its message', async () => {
    const saved: Saved = vi.fn();
    renderForm(
      <Form.Item name="day" label="Bill day" rules={[{ required: true, message: 'Choose a day' }]}>
        <DateField />
      </Form.Item>,
      { onFinish: saved },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a day')).toBeTruthy();
    expect(saved).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Bill day').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('DateRangeField', () => {
  function renderRange(saved: Saved, initial: Values = {}) {
    const held = renderForm(
      <Form.Item name="range" label="Placed">
        <DateRangeField label="Placed" max={dayjs('2026-12-31')} />
      </Form.Item>,
      { initial, onFinish: saved },
    );
    const group = screen.getByRole('group', { name: 'Placed' });
    return {
      held,
      from: within(group).getByLabelText('开始日期') as HTMLInputElement,
      to: within(group).getByLabelText('结束日期') as HTMLInputElement,
    };
  }

  const days = (values: Values) => values.range?.map((day) => day.format('YYYY-MM-DD')) ?? null;

  it('gives the form [from, to] once both days are there, the form item’s label on the first', async () => {
    const saved: Saved = vi.fn();
    const { from, to } = renderRange(saved);
    expect(screen.getByText('Placed', { selector: 'label' }).getAttribute('for')).toBe(from.id);
    expect(from.max).toBe('2026-12-31');

    type(from, '2026-11-01');
    expect(days(await submitted(saved))).toBeNull();
    // The second day may not come before the first in the browser's picker.
    expect(to.min).toBe('2026-11-01');
    type(to, '2026-11-30');
    expect(from.max).toBe('2026-11-30');
    expect(days(await submitted(saved))).toEqual(['2026-11-01', '2026-11-30']);
  });

  it('keeps from ≤ to: a range typed backwards is no range, marked on its second day', async () => {
    const saved: Saved = vi.fn();
    const { from, to } = renderRange(saved);
    type(from, '2026-11-30');
    type(to, '2026-11-01');
    expect(days(await submitted(saved))).toBeNull();
    expect(to.getAttribute('aria-invalid')).toBe('true');

    type(to, '2026-11-30');
    expect(days(await submitted(saved))).toEqual(['2026-11-30', '2026-11-30']);
    expect(to.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the form’s range, and gives no range once a day is cleared', async () => {
    act(() => setLang('en'));
    const saved: Saved = vi.fn();
    const held = renderForm(
      <Form.Item name="range">
        <DateRangeField label="Dates" />
      </Form.Item>,
      { initial: { range: [dayjs('2026-03-01'), dayjs('2026-03-14')] }, onFinish: saved },
    );
    const group = screen.getByRole('group', { name: 'Dates' });
    const from = (await within(group).findByLabelText('From')) as HTMLInputElement;
    const to = within(group).getByLabelText('To') as HTMLInputElement;
    expect([from.value, to.value]).toEqual(['2026-03-01', '2026-03-14']);
    expect(days(await submitted(saved))).toEqual(['2026-03-01', '2026-03-14']);

    type(to, '');
    expect(from.value).toBe('2026-03-01');
    expect(days(await submitted(saved))).toBeNull();
    type(from, '');
    expect(days(await submitted(saved))).toBeNull();

    // Emptied from elsewhere (a filter form's reset), the fields empty too.
    type(from, '2026-03-02');
    type(to, '2026-03-03');
    act(() => held.form?.setFieldsValue({ range: null }));
    expect([from.value, to.value]).toEqual(['', '']);
  });
});
