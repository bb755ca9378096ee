import { UserOutlined } from '@ant-design/icons';
import { App, Form, Input } from 'antd';
import { GuardedButton } from '@/shared/ui/guarded-button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '@/shared/session/session-store';
import { paths } from '@/shared/config/paths';
import { useRegister } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { useAuthRules } from '../components/form-rules';
import { MobileCodeFields, NewPasswordFields } from '../components/password-fields';
import formStyles from '../components/login-forms.module.css';
import { authNamespace } from '../locales/register';

interface RegisterValues {
  username: string;
  password: string;
  confirm: string;
  mobile: string;
  captcha: string;
}

export function RegisterRoute() {
  const { t } = useTranslation(authNamespace);
  const navigate = useNavigate();
  const login = useSession((state) => state.login);
  const rules = useAuthRules();
  const { message } = App.useApp();
  const [form] = Form.useForm<RegisterValues>();
  const mobile = Form.useWatch('mobile', form) ?? '';
  const registering = useRegister();

  // A refusal was shown by the request client; the form stays filled in.
  const submit = ({ username, password, mobile: number, captcha }: RegisterValues) =>
    void registering.mutate(
      { username: username.trim(), password, mobile: number, captcha },
      {
        onSuccess: ({ userinfo }) => {
          login(userinfo);
          void message.success(t('register.success'));
          void navigate(paths.myCenter.href(), { replace: true });
        },
      },
    );

  return (
    <AuthCard
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      foot={
        <>
          {t('register.haveAccount')}
          <Link to={paths.login.href()}>{t('register.toLogin')}</Link>
        </>
      }
    >
      <Form<RegisterValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        size="large"
        onFinish={submit}
      >
        <Form.Item
          name="username"
          label={t('register.username')}
          rules={rules.username}
          extra={t('hint.username')}
        >
          <Input
            prefix={<UserOutlined aria-hidden="true" />}
            placeholder={t('register.usernamePlaceholder')}
            autoComplete="username"
            maxLength={32}
          />
        </Form.Item>
        <NewPasswordFields
          label={t('register.password')}
          placeholder={t('register.passwordPlaceholder')}
          confirmLabel={t('register.confirm')}
        />
        <MobileCodeFields mobile={mobile} event="register" />
        <GuardedButton
          type="primary"
          htmlType="submit"
          block
          loading={registering.isPending}
          className={formStyles.submit}
        >
          {t('register.submit')}
        </GuardedButton>
        <p className={formStyles.terms}>
          {/* Plain keys around the links: the first load has no room for a markup translator. */}
          {t('register.termsBefore')}
          <Link to={paths.richText.href('agreement')}>{t('register.termsAgreement')}</Link>
          {t('register.termsBetween')}
          <Link to={paths.richText.href('privacy')}>{t('register.termsPrivacy')}</Link>
          {t('register.termsAfter')}
        </p>
      </Form>
    </AuthCard>
  );
}
