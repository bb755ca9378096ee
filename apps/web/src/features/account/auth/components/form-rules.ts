import {
  MOBILE_PATTERN,
  PASSWORD_PATTERN,
  SMS_CODE_PATTERN,
  USERNAME_PATTERN,
} from '@atelier/contract/formats';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { defaultNamespace } from '@/shared/i18n/i18n';
import { authNamespace } from '../locales/register';

/**
 * The forms' rules. Required-field messages are the spec's (section 5, in the common
 * namespace): the login page asks "please input …", registration and reset say "… cannot be
 * empty"; formats are the contract's.
 */
export function useAuthRules() {
  const { t } = useTranslation(authNamespace);
  const required = (key: string): FormRule => ({
    required: true,
    whitespace: true,
    message: t(`validation.${key}`, { ns: defaultNamespace }),
  });
  const pattern = (value: RegExp, key: string): FormRule => ({
    pattern: value,
    message: t(`format.${key}`),
  });

  const account: FormRule[] = [
    required('usernameRequired'),
    {
      validator: (_, value: unknown) => {
        const text = typeof value === 'string' ? value.trim() : '';
        return text === '' || USERNAME_PATTERN.test(text) || MOBILE_PATTERN.test(text)
          ? Promise.resolve()
          : Promise.reject(new Error(t('format.account')));
      },
    },
  ];

  const confirm = (field: string): FormRule[] => [
    { required: true, message: t('format.confirmRequired') },
    ({ getFieldValue }) => ({
      validator: (_, value: unknown) =>
        !value || value === getFieldValue(field)
          ? Promise.resolve()
          : Promise.reject(new Error(t('format.mismatch'))),
    }),
  ];

  return {
    account,
    loginPassword: [required('passwordRequired')],
    loginMobile: [required('mobileInput'), pattern(MOBILE_PATTERN, 'mobile')],
    loginCode: [required('smsCodeInput'), pattern(SMS_CODE_PATTERN, 'code')],
    username: [required('usernameRequired'), pattern(USERNAME_PATTERN, 'username')],
    newPassword: [required('passwordRequired'), pattern(PASSWORD_PATTERN, 'password')],
    mobile: [required('mobileRequired'), pattern(MOBILE_PATTERN, 'mobile')],
    code: [required('codeRequired'), pattern(SMS_CODE_PATTERN, 'code')],
    confirm,
  };
}
