import type { SmsEvent } from '@atelier/contract/formats';
import { SafetyOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import { SmsCodeButton } from './sms-code-button';
import styles from './sms-code-field.module.css';

/** Keeps only the digits of what was typed or pasted into a number field. */
export const digitsOnly = (value: unknown): string =>
  typeof value === 'string' ? value.replace(/\D/g, '') : '';

export interface SmsCodeFieldProps {
  /** The number the code goes to, and what it is for. */
  mobile: string;
  event: SmsEvent;
  label: string;
  placeholder: string;
  rules: Rule[];
  extra?: ReactNode;
  required?: boolean;
  sendDisabled?: boolean;
}

/** The form's `captcha` field with its send button beside it, as every SMS form has it. */
export function SmsCodeField({
  mobile,
  event,
  label,
  placeholder,
  rules,
  extra,
  required,
  sendDisabled,
}: SmsCodeFieldProps) {
  return (
    <Form.Item label={label} extra={extra} required={required}>
      <div className={styles.row}>
        <Form.Item name="captcha" rules={rules} normalize={digitsOnly} noStyle>
          <Input
            prefix={<SafetyOutlined aria-hidden="true" />}
            placeholder={placeholder}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            aria-label={label}
          />
        </Form.Item>
        <SmsCodeButton mobile={mobile} event={event} disabled={sendDisabled} />
      </div>
    </Form.Item>
  );
}
