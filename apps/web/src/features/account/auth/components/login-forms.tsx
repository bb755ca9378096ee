import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginScope } from '@atelier/contract/formats';
import { App, Checkbox, Form, Input, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { showRefusalInForm } from '@/shared/api/field-refusal';
import type { ActionHandlers } from '@/shared/api/use-action';
import { GuardedButton } from '@/shared/ui/guarded-button';
import { useLogin, type SignedIn } from '../api/login';
import { useMobileLogin } from '../api/mobile-login';
import { isRestoreOffer } from '../lib/restore-offer';
import { authNamespace } from '../locales/register';
import { useAuthRules } from './form-rules';
import { MobileCodeFields } from './password-fields';
import styles from './login-forms.module.css';
import { RestoreOffer } from './restore-offer';

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

/** A cancelled account's refusal, with the sign-in that met it, ready to repeat with `restore`. */
interface Offer<V> {
  message: string;
  values: V;
}

/** The restore offer of one form, and the toast once an account is restored. */
function useRestore<V>() {
  const { t } = useTranslation(authNamespace);
  const { message } = App.useApp();
  const [offer, setOffer] = useState<Offer<V> | null>(null);
  return {
    offer,
    clear: () => setOffer(null),
    /** True when the refusal was the offer, which is then shown. */
    offered: (error: unknown, values: V): boolean => {
      if (!isRestoreOffer(error)) return false;
      setOffer({ message: error.message, values });
      return true;
    },
    restored: () => {
      setOffer(null);
      void message.success(t('login.restored'));
    },
  };
}

/** One way of signing in: its fields, then the remember row, a restore offer and the button. */
function SignInForm<V extends object, I extends object>({
  form,
  signingIn,
  input,
  fields,
  fallback,
  submit,
  children,
  remember,
  onRememberChange,
  onSignedIn,
}: LoginFormProps & {
  form: FormInstance<V>;
  /** The sign-in write; a cancelled account's refusal repeats it with `restore`. */
  signingIn: {
    isPending: boolean;
    mutate: (input: I, handlers: ActionHandlers<SignedIn>) => Promise<void>;
  };
  input: (values: V) => I;
  /** The fields a refusal may name, and the one it shows under otherwise. */
  fields: readonly string[];
  fallback: string;
  submit: ReactNode;
  children: ReactNode;
}) {
  const restore = useRestore<V>();
  // A refusal shows under its field; the form stays for another try.
  const signIn = (values: V, restoring: boolean) =>
    void signingIn.mutate(
      { ...input(values), ...(restoring ? { restore: true } : {}) },
      {
        onSuccess: ({ userinfo }) => {
          if (restoring) restore.restored();
          onSignedIn(userinfo);
        },
        onError: (error) => {
          if (!restore.offered(error, values)) showRefusalInForm(form, error, fields, fallback);
        },
      },
    );

  return (
    <Form<V>
      form={form}
      layout="vertical"
      requiredMark={false}
      size="large"
      onFinish={(values) => signIn(values, false)}
      onValuesChange={restore.clear}
      className={styles.form}
    >
      {children}
      <RememberRow remember={remember} onRememberChange={onRememberChange} />
      {restore.offer ? (
        <RestoreOffer
          message={restore.offer.message}
          pending={signingIn.isPending}
          onRestore={() => restore.offer && signIn(restore.offer.values, true)}
        />
      ) : null}
      <GuardedButton type="primary" htmlType="submit" block loading={signingIn.isPending}>
        {submit}
      </GuardedButton>
    </Form>
  );
}

interface AccountValues {
  account: string;
  password: string;
}

export function AccountLoginForm({ scope, ...props }: LoginFormProps & { scope: LoginScope }) {
  const { t } = useTranslation(authNamespace);
  const rules = useAuthRules();
  const [form] = Form.useForm<AccountValues>();
  const signingIn = useLogin();
  return (
    <SignInForm
      {...props}
      form={form}
      signingIn={signingIn}
      input={(values) => ({
        account: values.account.trim(),
        password: values.password,
        remember: props.remember,
        scope,
      })}
      fields={['account', 'password']}
      fallback="password"
      submit={scope === 'admin' ? t('login.adminSubmit') : t('login.submit')}
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
    </SignInForm>
  );
}

interface MobileValues {
  mobile: string;
  captcha: string;
}

export function MobileLoginForm(props: LoginFormProps) {
  const { t } = useTranslation(authNamespace);
  const [form] = Form.useForm<MobileValues>();
  const mobile = Form.useWatch('mobile', form) ?? '';
  const signingIn = useMobileLogin();
  // The code a cancelled account's refusal met stays good for restoring it.
  return (
    <SignInForm
      {...props}
      form={form}
      signingIn={signingIn}
      input={(values) => ({
        mobile: values.mobile,
        captcha: values.captcha,
        remember: props.remember,
      })}
      fields={['mobile', 'captcha']}
      fallback="captcha"
      submit={t('login.submit')}
    >
      <MobileCodeFields mobile={mobile} event="mobilelogin" signIn />
    </SignInForm>
  );
}
