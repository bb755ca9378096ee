import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ConfigProvider, Form } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { antdLocale } from '@/shared/i18n/antd-locale';
import { renderWithApp } from '@/shared/testing/render-with-app';
import { ConsoleSelect, type ConsoleSelectProps } from './console-select';
import { submitted } from '@/shared/testing/form-submit';

const gateways = [
  { value: 1, label: 'WeChat Pay' },
  { value: 2, label: 'Alipay' },
  { value: 3, label: 'Bank transfer', disabled: true },
];

/** A select whose value moves as a screen's would, reporting each choice to `onChange`. */
function Held({ value: first, onChange, ...props }: ConsoleSelectProps<number>) {
  const [value, setValue] = useState(first);
  return (
    <ConsoleSelect<number>
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

/** The words the select shows (happy-dom's `selectedOptions` lags behind a change). */
const shown = (select: HTMLSelectElement) => select.options[select.selectedIndex]?.text ?? null;
const listed = (select: HTMLSelectElement) => [...select.options].map((option) => option.text);

describe('ConsoleSelect', () => {
  it('gives back the chosen option’s value with its type, a number staying a number', async () => {
    const onChange = vi.fn();
    render(<Held aria-label="Gateway" options={gateways} onChange={onChange} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Gateway' });
    expect(select.tagName).toBe('SELECT');

    await userEvent.selectOptions(select, 'Alipay');
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(shown(select)).toBe('Alipay');
    fireEvent.change(select, { target: { value: '0' } });
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(shown(select)).toBe('WeChat Pay');
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'Bank transfer' }).disabled).toBe(
      true,
    );
  });

  it('keeps true and false, and values that read alike, apart', async () => {
    const onChange = vi.fn();
    render(
      <ConsoleSelect<string | number | boolean>
        aria-label="Status"
        value={1}
        options={[
          { value: '1', label: 'Text one' },
          { value: 1, label: 'Number one' },
          { value: false, label: 'Off sale' },
        ]}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status' });
    expect(shown(select)).toBe('Number one');
    await userEvent.selectOptions(select, 'Off sale');
    expect(onChange).toHaveBeenLastCalledWith(false);
    await userEvent.selectOptions(select, 'Text one');
    expect(onChange).toHaveBeenLastCalledWith('1');
  });

  it('clears to undefined through the empty option, which shows the placeholder', async () => {
    const onChange = vi.fn();
    const onClear = vi.fn();
    render(
      <Held
        allowClear
        placeholder="All gateways"
        aria-label="Gateway"
        value={2}
        options={gateways}
        onChange={onChange}
        onClear={onClear}
      />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Gateway' });
    expect(listed(select)).toEqual(['All gateways', 'WeChat Pay', 'Alipay', 'Bank transfer']);
    expect(shown(select)).toBe('Alipay');

    await userEvent.selectOptions(select, 'All gateways');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(shown(select)).toBe('All gateways');
    // Still there to choose from: a filter can go back to "all".
    expect(select.options[0]?.disabled).toBe(false);
  });

  it('chooses nothing by itself: without a value the placeholder shows, and cannot be chosen', async () => {
    const onChange = vi.fn();
    render(<Held aria-label="Gateway" options={gateways} onChange={onChange} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Gateway' });
    expect(select.value).toBe('');
    expect(select.options[0]?.disabled).toBe(true);
    expect(listed(select)).toEqual(['', 'WeChat Pay', 'Alipay', 'Bank transfer']);

    // Once a value is chosen, there is no going back to none without allowClear.
    await userEvent.selectOptions(select, 'WeChat Pay');
    expect(listed(select)).toEqual(['WeChat Pay', 'Alipay', 'Bank transfer']);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows a value none of the options has as it is, as antd’s select did', () => {
    render(<ConsoleSelect<number> aria-label="Position" value={42} options={gateways} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Position' });
    expect(shown(select)).toBe('42');
  });

  it('is greyed and unchoosable when disabled', () => {
    render(<ConsoleSelect<number> aria-label="Gateway" disabled value={1} options={gateways} />);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Gateway' }).disabled).toBe(
      true,
    );
  });
});

interface Values {
  gateway?: number;
}

type Saved = Mock<(values: Values) => void>;

/** A form as the console's screens hold one, with antd's Chinese messages as the console has. */
function renderForm(onFinish: Saved, initial: Values = {}) {
  function Host() {
    const [form] = Form.useForm<Values>();
    return (
      <ConfigProvider locale={antdLocale('zh-cn')}>
        <Form<Values> form={form} initialValues={initial} onFinish={onFinish}>
          <Form.Item name="gateway" label="网关" rules={[{ required: true }]}>
            <ConsoleSelect<number> placeholder="选择网关" options={gateways} />
          </Form.Item>
          <Button htmlType="submit">Save</Button>
          <Button onClick={() => form.setFieldsValue({ gateway: undefined })}>Empty</Button>
        </Form>
      </ConfigProvider>
    );
  }
  renderWithApp(<Host />);
}

describe('ConsoleSelect in a form item', () => {
  it('is the control its label names', () => {
    renderForm(vi.fn());
    const select = screen.getByLabelText<HTMLSelectElement>('网关');
    expect(select.tagName).toBe('SELECT');
    expect(screen.getByText('网关', { selector: 'label' }).getAttribute('for')).toBe(select.id);
    expect(shown(select)).toBe('选择网关');
  });

  it('refuses a required choice left empty with the localised message, then saves the number', async () => {
    const saved: Saved = vi.fn();
    renderForm(saved);
    const select = screen.getByLabelText<HTMLSelectElement>('网关');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('请输入网关')).toBeTruthy();
    expect(saved).not.toHaveBeenCalled();
    expect(select.getAttribute('aria-invalid')).toBe('true');

    await userEvent.selectOptions(select, 'Alipay');
    await waitFor(() => expect(screen.queryByText('请输入网关')).toBeNull());
    expect((await submitted(saved)).gateway).toBe(2);
  });

  it('shows the form’s value, and the placeholder again once the form is reset', async () => {
    const saved: Saved = vi.fn();
    renderForm(saved, { gateway: 1 });
    const select = screen.getByLabelText<HTMLSelectElement>('网关');
    expect(shown(select)).toBe('WeChat Pay');
    expect((await submitted(saved)).gateway).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Empty' }));
    expect(shown(select)).toBe('选择网关');
  });
});
