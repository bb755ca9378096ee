import type { SmsEvent } from '@atelier/contract/formats';
import { SafetyOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShopConfig } from '../api/get-shop-config';
import { SmsCodeButton, smsCodeNamespace } from './sms-code-button';
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

/**
 * The form's `captcha` field with its send button beside it, as every SMS form has it. While the
 * shop keeps codes in its outbox instead of texting them (development, a test shop), the field
 * says so, as the payment screens say payments are tests.
 */
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
  const { t } = useTranslation(smsCodeNamespace);
  const testMode = useShopConfig().data?.sms.test_mode ?? false;
  const note = testMode ? <span role="note">{t('testShop')}</span> : null;
  return (
    <Form.Item
      label={label}
      extra={
        extra && note ? (
          <>
            {extra}
            <br />
            {note}
          </>
        ) : (
          (extra ?? note)
        )
      }
      required={required}
    >
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
