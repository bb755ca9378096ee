import { LockOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import type { SmsEvent } from '@atelier/contract/formats';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { SmsCodeButton } from '@/shared/ui/sms-code-button';
import { authNamespace } from '../locales/register';
import { digitsOnly, useAuthRules } from './form-rules';
import styles from './login-forms.module.css';

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

/** Mobile number and SMS code, the code sent for `event` by the countdown button. */
export function MobileCodeFields({ mobile, event }: { mobile: string; event: SmsEvent }) {
  const { t } = useTranslation(authNamespace);
  const rules = useAuthRules();
  return (
    <>
      <Form.Item
        name="mobile"
        label={t('login.mobile')}
        rules={rules.mobile}
        normalize={digitsOnly}
        extra={t('hint.mobile')}
      >
        <Input
          prefix={<MobileOutlined aria-hidden="true" />}
          placeholder={t('login.mobilePlaceholder')}
          autoComplete="tel-national"
          inputMode="numeric"
          maxLength={11}
        />
      </Form.Item>
      <Form.Item label={t('login.code')} extra={t('hint.code')}>
        <div className={styles.codeRow}>
          <Form.Item name="captcha" rules={rules.code} normalize={digitsOnly} noStyle>
            <Input
              prefix={<SafetyOutlined aria-hidden="true" />}
              placeholder={t('login.codePlaceholder')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              aria-label={t('login.code')}
            />
          </Form.Item>
          <SmsCodeButton mobile={mobile} event={event} />
        </div>
      </Form.Item>
    </>
  );
}
