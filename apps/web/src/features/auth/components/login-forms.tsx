import { LockOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginScope } from '@atelier/contract/formats';
import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { digitsOnly, SmsCodeField } from '@/shared/ui/sms-code-field';
import { paths } from '@/shared/config/paths';
import { showRefusalInForm } from '@/shared/api/field-refusal';
import { GuardedButton } from '@/shared/ui/guarded-button';
import { useLogin, type SignedIn } from '../api/login';
import { useMobileLogin } from '../api/mobile-login';
import { authNamespace } from '../locales/register';
import { useAuthRules } from './form-rules';
import styles from './login-forms.module.css';

export interface LoginFormProps {
  remember: boolean;
  onRememberChange: (remember: boolean) => void;
  onSignedIn: (userinfo: SignedIn['userinfo']) => void;
}

function RememberRow({ remember, onRememberChange }: Omit<LoginFormProps, 'onSignedIn'>) {
  const { t } = useTranslation(authNamespace);
  return (
    <div className={styles.row}>
      <Checkbox checked={remember} onChange={(event) => onRememberChange(event.target.checked)}>
        {t('login.remember')}
      </Checkbox>
      <Link to={paths.forgotPassword.href()} className={styles.forgot}>
        {t('login.forgot')}
      </Link>
    </div>
  );
}

interface AccountValues {
  account: string;
  password: string;
}

export function AccountLoginForm({
  scope,
  remember,
  onRememberChange,
  onSignedIn,
}: LoginFormProps & { scope: LoginScope }) {
  const { t } = useTranslation(authNamespace);
  const rules = useAuthRules();
  const [form] = Form.useForm<AccountValues>();
  const signingIn = useLogin();
  // A refusal shows under its field; the form stays for another try.
  const submit = (values: AccountValues) =>
    void signingIn.mutate(
      { account: values.account.trim(), password: values.password, remember, scope },
      {
        onSuccess: ({ userinfo }) => onSignedIn(userinfo),
        onError: (error) => showRefusalInForm(form, error, ['account', 'password'], 'password'),
      },
    );

  return (
    <Form<AccountValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      size="large"
      onFinish={submit}
      className={styles.form}
    >
      <Form.Item name="account" label={t('login.account')} rules={rules.account}>
        <Input
          prefix={<UserOutlined aria-hidden="true" />}
          placeholder={t('login.accountPlaceholder')}
          autoComplete="username"
          maxLength={64}
        />
      </Form.Item>
      <Form.Item name="password" label={t('login.password')} rules={rules.loginPassword}>
        <Input.Password
          prefix={<LockOutlined aria-hidden="true" />}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          maxLength={64}
        />
      </Form.Item>
      <RememberRow remember={remember} onRememberChange={onRememberChange} />
      <GuardedButton type="primary" htmlType="submit" block loading={signingIn.isPending}>
        {scope === 'admin' ? t('login.adminSubmit') : t('login.submit')}
      </GuardedButton>
    </Form>
  );
}

interface MobileValues {
  mobile: string;
  captcha: string;
}

export function MobileLoginForm({ remember, onRememberChange, onSignedIn }: LoginFormProps) {
  const { t } = useTranslation(authNamespace);
  const rules = useAuthRules();
  const [form] = Form.useForm<MobileValues>();
  const mobile = Form.useWatch('mobile', form) ?? '';
  const signingIn = useMobileLogin();
  const submit = (values: MobileValues) =>
    void signingIn.mutate(
      { mobile: values.mobile, captcha: values.captcha, remember },
      {
        onSuccess: ({ userinfo }) => onSignedIn(userinfo),
        onError: (error) => showRefusalInForm(form, error, ['mobile', 'captcha'], 'captcha'),
      },
    );

  return (
    <Form<MobileValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      size="large"
      onFinish={submit}
      className={styles.form}
    >
      <Form.Item
        name="mobile"
        label={t('login.mobile')}
        rules={rules.loginMobile}
        normalize={digitsOnly}
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
        event="mobilelogin"
        label={t('login.code')}
        placeholder={t('login.codePlaceholder')}
        rules={rules.loginCode}
        required={false}
      />
      <RememberRow remember={remember} onRememberChange={onRememberChange} />
      <GuardedButton type="primary" htmlType="submit" block loading={signingIn.isPending}>
        {t('login.submit')}
      </GuardedButton>
    </Form>
  );
}
