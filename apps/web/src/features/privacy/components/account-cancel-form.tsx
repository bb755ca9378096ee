import { SMS_CODE_PATTERN } from '@atelier/contract/formats';
import { Alert, Checkbox, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isRefusal } from '@/shared/api/retry';
import { paths } from '@/shared/config/paths';
import { maskMobile } from '@/shared/lib/mask-mobile';
import { GuardedButton } from '@/shared/ui/guarded-button';
import { SmsCodeField } from '@/shared/ui/sms-code-field';
import { useCancelAccount } from '../api/account-cancel';
import { accountCancelNamespace } from '../locales/account-cancel-register';
import styles from './account-cancel.module.css';

interface Values {
  captcha: string;
  understood: boolean;
}

export interface AccountCancelFormProps {
  /** The account's own phone, where the code goes; empty when it has none. */
  mobile: string;
  /** The cancellation went through: every session has ended. */
  onCancelled: (eraseAfter: string) => void;
}

/** The last step: a code sent to the account's own phone, and saying one understands. */
export function AccountCancelForm({ mobile, onCancelled }: AccountCancelFormProps) {
  const { t } = useTranslation(accountCancelNamespace);
  const [form] = Form.useForm<Values>();
  const cancelling = useCancelAccount();
  // A refusal about something other than the code (an order that now stops it) shows above the button.
  const [refusal, setRefusal] = useState('');

  if (!mobile) {
    return (
      <section className={styles.panel} aria-labelledby="cancel-confirm-title">
        <h2 id="cancel-confirm-title" className={styles.title}>
          {t('confirm.title')}
        </h2>
        <p className={styles.note}>{t('confirm.noMobile')}</p>
        <Link to={paths.security.href()}>{t('confirm.security')}</Link>
      </section>
    );
  }

  const submit = ({ captcha }: Values) => {
    setRefusal('');
    void cancelling.mutate(
      { captcha: captcha.trim() },
      {
        onSuccess: ({ erase_after }) => onCancelled(erase_after),
        onError: (error) => {
          if (!isRefusal(error)) return;
          if (error.field === 'captcha')
            form.setFields([{ name: 'captcha', errors: [error.message] }]);
          else setRefusal(error.message);
        },
      },
    );
  };

  return (
    <section className={styles.panel} aria-labelledby="cancel-confirm-title">
      <h2 id="cancel-confirm-title" className={styles.title}>
        {t('confirm.title')}
      </h2>
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        className={styles.form}
        disabled={cancelling.isPending}
        onFinish={submit}
      >
        <Form.Item label={t('confirm.mobile')}>
          <p className={styles.mobile}>{maskMobile(mobile)}</p>
        </Form.Item>
        <SmsCodeField
          mobile={mobile}
          event="cancelaccount"
          label={t('confirm.code')}
          placeholder={t('confirm.codePlaceholder')}
          rules={[
            { required: true, message: t('confirm.codeFormat') },
            { pattern: SMS_CODE_PATTERN, message: t('confirm.codeFormat') },
          ]}
          required
        />
        <Form.Item
          name="understood"
          valuePropName="checked"
          rules={[
            {
              validator: (_, checked: boolean | undefined) =>
                checked
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('confirm.understandRequired'))),
            },
          ]}
        >
          <Checkbox>{t('confirm.understand')}</Checkbox>
        </Form.Item>
        {refusal ? (
          <Alert className={styles.refusal} type="error" showIcon title={refusal} role="alert" />
        ) : null}
        <GuardedButton
          htmlType="submit"
          type="primary"
          danger
          size="large"
          loading={cancelling.isPending}
        >
          {t('confirm.submit')}
        </GuardedButton>
      </Form>
    </section>
  );
}
