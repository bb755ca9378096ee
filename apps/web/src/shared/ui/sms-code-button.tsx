import { MOBILE_PATTERN, SMS_RESEND_SECONDS, type SmsEvent } from '@atelier/contract/formats';
import { App, Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendSmsCode } from '../api/send-sms-code';
import { addLocale, defaultNamespace } from '../i18n/i18n';
import { useClickGuard } from './use-click-guard';

export const smsCodeNamespace = 'smsCode';

addLocale(smsCodeNamespace, {
  'zh-cn': {
    send: '获取验证码',
    sending: '发送中…',
    resend: '重新发送({{seconds}}s)',
    sent: '验证码已发送，请查收短信',
    mobileFormat: '请输入正确的手机号（以 1 开头的 11 位数字）',
    testShop: '测试商店：验证码不会发到手机，保存在短信发件箱中',
  },
  en: {
    send: 'Get code',
    sending: 'Sending…',
    resend: 'Resend in {{seconds}} s',
    sent: 'Code sent, please check your messages',
    mobileFormat: 'Please enter a valid mobile number (11 digits starting with 1)',
    testShop: 'Test shop: codes are not texted to phones; they are kept in the SMS outbox',
  },
});

export interface SmsCodeButtonProps {
  mobile: string;
  event: SmsEvent;
  disabled?: boolean;
  block?: boolean;
  onSent?: () => void;
}

/**
 * Sends an SMS code for `event` to `mobile`, then counts down until another may be sent. A
 * click is guarded for two seconds; a refusal (shown by the request client) starts no countdown.
 */
export function SmsCodeButton({ mobile, event, disabled, block, onSent }: SmsCodeButtonProps) {
  const { t } = useTranslation(smsCodeNamespace);
  const { message } = App.useApp();
  const { guarded, guard } = useClickGuard();
  const sending = useSendSmsCode();
  const [remaining, setRemaining] = useState(0);
  const counting = remaining > 0;

  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setRemaining((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  const send = () => {
    const number = mobile.trim();
    if (number === '') {
      void message.error(t('validation.mobileRequired', { ns: defaultNamespace }));
      return;
    }
    if (!MOBILE_PATTERN.test(number)) {
      void message.error(t('mobileFormat'));
      return;
    }
    // A refusal was shown by the request client; the button is free to try again.
    void sending.mutate(
      { mobile: number, event },
      {
        onSuccess: ({ cooldown }) => {
          setRemaining(cooldown > 0 ? cooldown : SMS_RESEND_SECONDS);
          void message.success(t('sent'));
          onSent?.();
        },
      },
    );
  };

  return (
    <Button
      block={block}
      disabled={disabled === true || guarded || sending.isPending || counting}
      onClick={guard(send)}
    >
      {sending.isPending
        ? t('sending')
        : counting
          ? t('resend', { seconds: remaining })
          : t('send')}
    </Button>
  );
}
