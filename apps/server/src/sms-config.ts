import { SMS_EVENTS, type SmsEvent } from '@atelier/contract';
import { z } from 'zod';
import type { EnvValues } from './config';
import {
  CODE_VALUES,
  DROP_WON_VALUES,
  SHIPPED_VALUES,
  type SmsTemplates,
  type TemplateParam,
} from './modules/account/sms-providers/template-sms';

/** The SMS variables, part of the environment's schema (config.ts). */
export const smsEnvShape = {
  SMS_DRIVER: z.enum(['outbox', 'http', 'aliyun', 'tencent']).default('outbox'),
  SMS_OUTBOX_IN_PRODUCTION: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .transform((v) => v === 'true' || v === '1' || v === 'yes')
    .default(false),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_SIGN_NAME: z.string().optional(),
  SMS_TEMPLATE_CODE: z.string().optional(),
  SMS_TEMPLATE_REGISTER: z.string().optional(),
  SMS_TEMPLATE_MOBILELOGIN: z.string().optional(),
  SMS_TEMPLATE_RESETPWD: z.string().optional(),
  SMS_TEMPLATE_CHANGEMOBILE: z.string().optional(),
  SMS_TEMPLATE_VERIFY: z.string().optional(),
  SMS_TEMPLATE_CANCELACCOUNT: z.string().optional(),
  SMS_TEMPLATE_SHIPPED: z.string().optional(),
  SMS_TEMPLATE_DROP_WON: z.string().optional(),
  SMS_CODE_PARAMS: z.string().default('code,minutes'),
  SMS_SHIPPED_PARAMS: z.string().default('carrier,tracking_no'),
  SMS_DROP_WON_PARAMS: z.string().default('product,hours'),
  SMS_ENDPOINT: z.string().optional(),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().optional(),
  TENCENT_SMS_SECRET_ID: z.string().optional(),
  TENCENT_SMS_SECRET_KEY: z.string().optional(),
  TENCENT_SMS_SDK_APP_ID: z.string().optional(),
  TENCENT_SMS_REGION: z.string().default('ap-guangzhou'),
};

/** Where codes go (sms-driver.ts), with what each driver needs. */
export type SmsConfig =
  | { driver: 'outbox' }
  | { driver: 'http'; url: string; token: string | undefined }
  | {
      driver: 'aliyun';
      accessKeyId: string;
      accessKeySecret: string;
      endpoint: string | undefined;
      templates: SmsTemplates;
    }
  | {
      driver: 'tencent';
      secretId: string;
      secretKey: string;
      sdkAppId: string;
      region: string;
      endpoint: string | undefined;
      templates: SmsTemplates;
    };

type Provider = 'aliyun' | 'tencent';

/** A refusal naming the variable, as every configuration error reads. */
function refusal(variable: string, why: string) {
  return new Error(`Invalid configuration:\n  ${variable}: ${why}`);
}

function required(env: EnvValues, name: keyof EnvValues, provider: Provider): string {
  const value = env[name];
  if (typeof value !== 'string' || value.trim() === '') {
    throw refusal(name, `required when SMS_DRIVER is ${provider}`);
  }
  return value.trim();
}

const templateVariable = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * A template's variables in order: each entry is a value (`code`), or a variable of another name
 * and its value (`vcode=code`) for a template written with other names.
 */
function paramList<V extends string>(
  env: EnvValues,
  name: 'SMS_CODE_PARAMS' | 'SMS_SHIPPED_PARAMS' | 'SMS_DROP_WON_PARAMS',
  values: readonly V[],
): TemplateParam<V>[] {
  const isValue = (v: string): v is V => (values as readonly string[]).includes(v);
  return env[name].split(',').map((entry) => {
    const [variable = '', value = variable] = entry.split('=').map((part) => part.trim());
    if (!templateVariable.test(variable) || !isValue(value)) {
      throw refusal(
        name,
        `"${entry.trim()}" is not one of ${values.join(', ')}, or a template variable's name = one of them`,
      );
    }
    return { name: variable, value };
  });
}

function templates(env: EnvValues, provider: Provider): SmsTemplates {
  const own: Record<SmsEvent, string | undefined> = {
    register: env.SMS_TEMPLATE_REGISTER,
    mobilelogin: env.SMS_TEMPLATE_MOBILELOGIN,
    resetpwd: env.SMS_TEMPLATE_RESETPWD,
    changemobile: env.SMS_TEMPLATE_CHANGEMOBILE,
    verify: env.SMS_TEMPLATE_VERIFY,
    cancelaccount: env.SMS_TEMPLATE_CANCELACCOUNT,
  };
  const shared = env.SMS_TEMPLATE_CODE?.trim();
  const codes = {} as Record<SmsEvent, string>;
  const missing: string[] = [];
  for (const event of SMS_EVENTS) {
    const template = own[event]?.trim() || shared;
    if (template) codes[event] = template;
    else missing.push(`SMS_TEMPLATE_${event.toUpperCase()}`);
  }
  if (missing.length > 0) {
    throw refusal(
      'SMS_TEMPLATE_CODE',
      `required when SMS_DRIVER is ${provider}: the verification-code template, unless each message has its own (${missing.join(', ')} not set)`,
    );
  }
  return {
    signName: required(env, 'SMS_SIGN_NAME', provider),
    codes,
    shipped: env.SMS_TEMPLATE_SHIPPED?.trim() || undefined,
    dropWon: env.SMS_TEMPLATE_DROP_WON?.trim() || undefined,
    codeParams: paramList(env, 'SMS_CODE_PARAMS', CODE_VALUES),
    shippedParams: paramList(env, 'SMS_SHIPPED_PARAMS', SHIPPED_VALUES),
    dropWonParams: paramList(env, 'SMS_DROP_WON_PARAMS', DROP_WON_VALUES),
  };
}

/** SMS_ENDPOINT: an address, and in production an https one. */
function endpoint(env: EnvValues, production: boolean): string | undefined {
  const value = env.SMS_ENDPOINT?.trim();
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refusal('SMS_ENDPOINT', 'must be an address (https://…)');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && !production)) {
    throw refusal('SMS_ENDPOINT', production ? 'must be https: in production' : 'must be http(s):');
  }
  return value;
}

export function loadSmsConfig(env: EnvValues, production: boolean): SmsConfig {
  switch (env.SMS_DRIVER) {
    case 'http':
      if (!env.SMS_HTTP_URL) throw refusal('SMS_HTTP_URL', 'required when SMS_DRIVER is http');
      return { driver: 'http', url: env.SMS_HTTP_URL, token: env.SMS_HTTP_TOKEN };
    case 'aliyun':
      return {
        driver: 'aliyun',
        accessKeyId: required(env, 'ALIYUN_SMS_ACCESS_KEY_ID', 'aliyun'),
        accessKeySecret: required(env, 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'aliyun'),
        endpoint: endpoint(env, production),
        templates: templates(env, 'aliyun'),
      };
    case 'tencent':
      return {
        driver: 'tencent',
        secretId: required(env, 'TENCENT_SMS_SECRET_ID', 'tencent'),
        secretKey: required(env, 'TENCENT_SMS_SECRET_KEY', 'tencent'),
        sdkAppId: required(env, 'TENCENT_SMS_SDK_APP_ID', 'tencent'),
        region: env.TENCENT_SMS_REGION,
        endpoint: endpoint(env, production),
        templates: templates(env, 'tencent'),
      };
    case 'outbox':
      if (production && !env.SMS_OUTBOX_IN_PRODUCTION) {
        throw refusal(
          'SMS_DRIVER',
          'the outbox texts no one and keeps the codes; in production set SMS_DRIVER=aliyun, tencent or http, or SMS_OUTBOX_IN_PRODUCTION=true (a test shop only)',
        );
      }
      return { driver: 'outbox' };
  }
}
