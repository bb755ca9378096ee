import { PASSWORD_MAX, PASSWORD_PATTERN } from '@atelier/contract/formats';
import { Alert, App, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '../api/change-password';
import { accountNamespace } from '../locales/register';
import { GuardedButton } from '@/shared/ui/guarded-button';
import styles from './security.module.css';

interface PasswordValues {
  old_password: string;
  new_password: string;
  confirm: string;
}

/** Old, new and confirmed password; success signs out every other device. */
export function ChangePasswordForm() {
  const { t } = useTranslation(accountNamespace);
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();
  const [done, setDone] = useState(false);
  const change = useChangePassword();

  const submit = ({ old_password, new_password }: PasswordValues) => {
    change.mutate(
      { old_password, new_password },
      {
        onSuccess: () => {
          form.resetFields();
          setDone(true);
          void message.success(t('security.passwordDone'));
        },
      },
    );
  };

  return (
    <Form<PasswordValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={() => setDone(false)}
      disabled={change.isPending}
      className={styles.form}
    >
      {done && (
        <Alert
          className={styles.alert}
          type="success"
          showIcon
          title={t('security.passwordDone')}
          description={t('security.passwordDoneText')}
        />
      )}
      <Form.Item
        name="old_password"
        label={t('security.oldPassword')}
        rules={[{ required: true, message: t('security.oldRequired') }]}
      >
        <Input.Password autoComplete="current-password" maxLength={PASSWORD_MAX} />
      </Form.Item>
      <Form.Item
        name="new_password"
        label={t('security.newPassword')}
        extra={t('security.passwordHint')}
        dependencies={['old_password']}
        rules={[
          { required: true, message: t('security.newRequired') },
          { pattern: PASSWORD_PATTERN, message: t('security.passwordFormat') },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              value && value === getFieldValue('old_password')
                ? Promise.reject(new Error(t('security.passwordSame')))
                : Promise.resolve(),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('security.confirmPassword')}
        dependencies={['new_password']}
        rules={[
          { required: true, message: t('security.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || value === getFieldValue('new_password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('security.confirmMismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
      </Form.Item>
      <GuardedButton htmlType="submit" type="primary" size="large" loading={change.isPending}>
        {t('security.passwordSubmit')}
      </GuardedButton>
    </Form>
  );
}
