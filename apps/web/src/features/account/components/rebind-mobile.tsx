import { MOBILE_PATTERN, SMS_CODE_PATTERN } from '@atelier/contract/formats';
import { Alert, App, Button, Form, Input, Result, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/format';
import { SmsCodeField } from '@/shared/ui/sms-code-field';
import { useUpdateMobile, useVerifyCurrentMobile } from '../api/rebind-mobile';
import { maskMobile } from '@/shared/lib/mask-mobile';
import { accountNamespace } from '../locales/register';
import { GuardedButton } from '@/shared/ui/guarded-button';
import styles from './security.module.css';

interface Ticket {
  ticket: string;
  expires_at: string;
}

type Stage =
  { step: 'verify' } | { step: 'bind'; ticket: Ticket } | { step: 'done'; mobile: string };

const stepIndex = { verify: 0, bind: 1, done: 2 } as const;

/** Rebinding the phone: prove it is you with the current phone, then confirm the new one. */
export function RebindMobile({ mobile }: { mobile: string }) {
  const { t } = useTranslation(accountNamespace);
  const [stage, setStage] = useState<Stage>({ step: 'verify' });

  return (
    <div className={styles.rebind}>
      <Steps
        className={styles.steps}
        current={stepIndex[stage.step]}
        size="small"
        items={[
          { title: t('security.stepVerify'), content: t('security.stepVerifyText') },
          { title: t('security.stepNew'), content: t('security.stepNewText') },
          { title: t('security.stepDone') },
        ]}
      />
      {stage.step === 'verify' && (
        <VerifyStep mobile={mobile} onVerified={(ticket) => setStage({ step: 'bind', ticket })} />
      )}
      {stage.step === 'bind' && (
        <BindStep
          current={mobile}
          ticket={stage.ticket}
          onBound={(next) => setStage({ step: 'done', mobile: next })}
          onRestart={() => setStage({ step: 'verify' })}
        />
      )}
      {stage.step === 'done' && (
        <Result
          className={styles.result}
          status="success"
          title={t('security.mobileDone', { mobile: maskMobile(stage.mobile) })}
          subTitle={t('security.mobileDoneText')}
        />
      )}
    </div>
  );
}

function codeRules(t: (key: string) => string) {
  return [
    { required: true, message: t('security.codeFormat') },
    { pattern: SMS_CODE_PATTERN, message: t('security.codeFormat') },
  ];
}

function VerifyStep({ mobile, onVerified }: { mobile: string; onVerified: (t: Ticket) => void }) {
  const { t } = useTranslation(accountNamespace);
  const verify = useVerifyCurrentMobile();
  const [form] = Form.useForm<{ captcha: string }>();
  return (
    <Form<{ captcha: string }>
      form={form}
      layout="vertical"
      requiredMark={false}
      className={styles.form}
      disabled={verify.isPending}
      onFinish={({ captcha }) =>
        verify.mutate({ captcha: captcha.trim() }, { onSuccess: (ticket) => onVerified(ticket) })
      }
    >
      <Form.Item label={t('security.current')}>
        <p className={styles.current}>{maskMobile(mobile)}</p>
      </Form.Item>
      <SmsCodeField
        mobile={mobile}
        event="verify"
        label={t('security.code')}
        placeholder={t('security.codePlaceholder')}
        rules={codeRules(t)}
        required
      />
      <GuardedButton htmlType="submit" type="primary" size="large" loading={verify.isPending}>
        {t('security.verifySubmit')}
      </GuardedButton>
    </Form>
  );
}

interface BindValues {
  mobile: string;
  captcha: string;
}

function BindStep({
  current,
  ticket,
  onBound,
  onRestart,
}: {
  current: string;
  ticket: Ticket;
  onBound: (mobile: string) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation(accountNamespace);
  const { message } = App.useApp();
  const [form] = Form.useForm<BindValues>();
  const typed = (Form.useWatch('mobile', form) ?? '').trim();
  const update = useUpdateMobile();
  const ready = MOBILE_PATTERN.test(typed) && typed !== current;

  return (
    <Form<BindValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      className={styles.form}
      disabled={update.isPending}
      onFinish={({ mobile, captcha }) => {
        const next = mobile.trim();
        update.mutate(
          { ticket: ticket.ticket, mobile: next, captcha: captcha.trim() },
          {
            onSuccess: () => {
              void message.success(t('security.mobileDone', { mobile: maskMobile(next) }));
              onBound(next);
            },
          },
        );
      }}
    >
      <Alert
        className={styles.alert}
        type="info"
        showIcon
        title={t('security.ticketHint', { time: formatDate(ticket.expires_at, 'HH:mm') })}
        action={
          <Button size="small" type="link" onClick={onRestart}>
            {t('security.restart')}
          </Button>
        }
      />
      <Form.Item
        name="mobile"
        label={t('security.newMobile')}
        rules={[
          { required: true, message: t('security.mobileFormat') },
          { pattern: MOBILE_PATTERN, message: t('security.mobileFormat') },
          {
            validator: (_, value: string | undefined) =>
              value?.trim() === current
                ? Promise.reject(new Error(t('security.mobileSame')))
                : Promise.resolve(),
          },
        ]}
      >
        <Input
          placeholder={t('security.mobilePlaceholder')}
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={11}
        />
      </Form.Item>
      <SmsCodeField
        mobile={typed}
        event="changemobile"
        label={t('security.code')}
        placeholder={t('security.codePlaceholder')}
        rules={codeRules(t)}
        required
        sendDisabled={!ready}
      />
      <GuardedButton htmlType="submit" type="primary" size="large" loading={update.isPending}>
        {t('security.updateSubmit')}
      </GuardedButton>
    </Form>
  );
}
