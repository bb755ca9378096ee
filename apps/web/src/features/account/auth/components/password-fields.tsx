import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import type { SmsEvent } from '@atelier/contract/formats';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { digitsOnly, SmsCodeField } from '@/shared/ui/sms-code-field';
import { authNamespace } from '../locales/register';
import { useAuthRules } from './form-rules';

/** A new password and its confirmation, with the format shown as a hint. */
export function NewPasswordFields({
  label,
  placeholder,
  confirmLabel,
}: {
  label: string;
  placeholder: string;
  confirmLabel: string;
}) {
  const { t } = useTranslation(authNamespace);
  const rules = useAuthRules();
  return (
    <>
      <Form.Item name="password" label={label} rules={rules.newPassword} extra={t('hint.password')}>
        <Input.Password
          prefix={<LockOutlined aria-hidden="true" />}
          placeholder={placeholder}
          autoComplete="new-password"
          maxLength={64}
        />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={confirmLabel}
        dependencies={['password']}
        rules={rules.confirm('password')}
      >
        <Input.Password
          prefix={<LockOutlined aria-hidden="true" />}
          placeholder={t('register.confirmPlaceholder')}
          autoComplete="new-password"
          maxLength={64}
        />
      </Form.Item>
    </>
  );
}

/**
 * Mobile number and SMS code, the code sent for `event` by the countdown button. Signing in
 * (`signIn`) checks only what a sign-in needs, with no hints, and marks neither field required.
 */
export function MobileCodeFields({
  mobile,
  event,
  signIn = false,
}: {
  mobile: string;
  event: SmsEvent;
  signIn?: boolean;
}) {
  const { t } = useTranslation(authNamespace);
  const rules = useAuthRules();
  return (
    <>
      <Form.Item
        name="mobile"
        label={t('login.mobile')}
        rules={signIn ? rules.loginMobile : rules.mobile}
        normalize={digitsOnly}
        extra={signIn ? undefined : t('hint.mobile')}
      >
        <Input
          prefix={<MobileOutlined aria-hidden="true" />}
          placeholder={t('login.mobilePlaceholder')}
          autoComplete="tel-national"
          inputMode="numeric"
          maxLength={11}
        />
      </Form.Item>
      <SmsCodeField
        mobile={mobile}
        event={event}
        label={t('login.code')}
        placeholder={t('login.codePlaceholder')}
        rules={signIn ? rules.loginCode : rules.code}
        extra={signIn ? undefined : t('hint.code')}
        required={signIn ? false : undefined}
      />
    </>
  );
}
