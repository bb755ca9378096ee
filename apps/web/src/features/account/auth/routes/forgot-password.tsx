import { App, Form } from 'antd';
import { GuardedButton } from '@/shared/ui/guarded-button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '@/shared/session/session-store';
import { paths } from '@/shared/config/paths';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { MobileCodeFields, NewPasswordFields } from '../components/password-fields';
import formStyles from '../components/login-forms.module.css';
import { authNamespace } from '../locales/register';

interface ResetValues {
  mobile: string;
  captcha: string;
  password: string;
  confirm: string;
}

export function ForgotPasswordRoute() {
  const { t } = useTranslation(authNamespace);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<ResetValues>();
  const mobile = Form.useWatch('mobile', form) ?? '';
  const resetting = useResetPassword();

  // A refusal was shown by the request client.
  const submit = ({ mobile: number, captcha, password }: ResetValues) =>
    void resetting.mutate(
      { mobile: number, captcha, password },
      {
        onSuccess: () => {
          // A reset ends every session of that account, this browser's too if signed in to it.
          const session = useSession.getState();
          if (session.user?.mobile === number) session.logout();
          void message.success(t('forgot.success'));
          void navigate(paths.login.href(), { replace: true });
        },
      },
    );

  return (
    <AuthCard
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      foot={<Link to={paths.login.href()}>{t('forgot.back')}</Link>}
    >
      <Form<ResetValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        size="large"
        onFinish={submit}
      >
        <MobileCodeFields mobile={mobile} event="resetpwd" />
        <NewPasswordFields
          label={t('forgot.password')}
          placeholder={t('forgot.passwordPlaceholder')}
          confirmLabel={t('forgot.confirm')}
        />
        <GuardedButton
          type="primary"
          htmlType="submit"
          block
          loading={resetting.isPending}
          className={formStyles.submit}
        >
          {t('forgot.submit')}
        </GuardedButton>
      </Form>
    </AuthCard>
  );
}
