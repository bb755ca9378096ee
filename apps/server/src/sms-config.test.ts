import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { testShopEnv } from './test/production-env';

const { SMS_OUTBOX_IN_PRODUCTION: _testShop, ...production } = testShopEnv;

const aliyun = {
  SMS_DRIVER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tExampleKeyId',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'example-access-key-secret',
  SMS_SIGN_NAME: '艺术工坊',
  SMS_TEMPLATE_CODE: 'SMS_300000001',
};

const tencent = {
  SMS_DRIVER: 'tencent',
  TENCENT_SMS_SECRET_ID: 'AKIDexample',
  TENCENT_SMS_SECRET_KEY: 'example-secret-key',
  TENCENT_SMS_SDK_APP_ID: '1400006666',
  SMS_SIGN_NAME: '艺术工坊',
  SMS_TEMPLATE_CODE: '1800001',
};

/** The message loadConfig stopped with. */
function refusalOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('the SMS provider', () => {
  it('takes Aliyun with its AccessKey, signature and code template, in production too', () => {
    const config = loadConfig({ ...production, ...aliyun });
    expect(config.sms).toEqual({
      driver: 'aliyun',
      accessKeyId: 'LTAI5tExampleKeyId',
      accessKeySecret: 'example-access-key-secret',
      endpoint: undefined,
      templates: {
        signName: '艺术工坊',
        codes: {
          register: 'SMS_300000001',
          mobilelogin: 'SMS_300000001',
          resetpwd: 'SMS_300000001',
          changemobile: 'SMS_300000001',
          verify: 'SMS_300000001',
          cancelaccount: 'SMS_300000001',
        },
        shipped: undefined,
        dropWon: undefined,
        codeParams: [
          { name: 'code', value: 'code' },
          { name: 'minutes', value: 'minutes' },
        ],
        shippedParams: [
          { name: 'carrier', value: 'carrier' },
          { name: 'tracking_no', value: 'tracking_no' },
        ],
        dropWonParams: [
          { name: 'product', value: 'product' },
          { name: 'hours', value: 'hours' },
        ],
      },
    });
  });

  it('takes Tencent Cloud with its SecretId and key, SDK app, signature and code template', () => {
    const config = loadConfig({ ...production, ...tencent, SMS_TEMPLATE_SHIPPED: '1800002' });
    expect(config.sms).toMatchObject({
      driver: 'tencent',
      secretId: 'AKIDexample',
      secretKey: 'example-secret-key',
      sdkAppId: '1400006666',
      region: 'ap-guangzhou',
      templates: { signName: '艺术工坊', shipped: '1800002' },
    });
  });

  it('names each variable a provider is missing', () => {
    for (const name of [
      'ALIYUN_SMS_ACCESS_KEY_ID',
      'ALIYUN_SMS_ACCESS_KEY_SECRET',
      'SMS_SIGN_NAME',
    ] as const) {
      const { [name]: _missing, ...rest } = aliyun;
      expect(refusalOf(rest)).toBe(
        `Invalid configuration:\n  ${name}: required when SMS_DRIVER is aliyun`,
      );
    }
    for (const name of [
      'TENCENT_SMS_SECRET_ID',
      'TENCENT_SMS_SECRET_KEY',
      'TENCENT_SMS_SDK_APP_ID',
      'SMS_SIGN_NAME',
    ] as const) {
      const { [name]: _missing, ...rest } = tencent;
      expect(refusalOf(rest)).toBe(
        `Invalid configuration:\n  ${name}: required when SMS_DRIVER is tencent`,
      );
    }
    expect(refusalOf({ ...aliyun, SMS_SIGN_NAME: '  ' })).toMatch(/SMS_SIGN_NAME: required/);
  });

  it('needs a template for every code message: the shared one, or each its own', () => {
    const { SMS_TEMPLATE_CODE: _shared, ...unshared } = aliyun;
    expect(refusalOf({ ...unshared, SMS_TEMPLATE_REGISTER: 'SMS_1' })).toBe(
      'Invalid configuration:\n  SMS_TEMPLATE_CODE: required when SMS_DRIVER is aliyun: the verification-code template, unless each message has its own (SMS_TEMPLATE_MOBILELOGIN, SMS_TEMPLATE_RESETPWD, SMS_TEMPLATE_CHANGEMOBILE, SMS_TEMPLATE_VERIFY, SMS_TEMPLATE_CANCELACCOUNT not set)',
    );
    const own = loadConfig({ ...aliyun, SMS_TEMPLATE_RESETPWD: 'SMS_300000009' }).sms;
    expect(own).toMatchObject({
      templates: { codes: { resetpwd: 'SMS_300000009', register: 'SMS_300000001' } },
    });
  });

  it('puts the values in the order the templates list them, under the names they use', () => {
    const config = loadConfig({
      ...tencent,
      SMS_CODE_PARAMS: 'code',
      SMS_SHIPPED_PARAMS: 'express=carrier, number=tracking_no',
    });
    expect(config.sms).toMatchObject({
      templates: {
        codeParams: [{ name: 'code', value: 'code' }],
        shippedParams: [
          { name: 'express', value: 'carrier' },
          { name: 'number', value: 'tracking_no' },
        ],
      },
    });
    expect(refusalOf({ ...aliyun, SMS_CODE_PARAMS: 'code,carrier' })).toBe(
      'Invalid configuration:\n  SMS_CODE_PARAMS: "carrier" is not one of code, minutes, or a template variable\'s name = one of them',
    );
    expect(refusalOf({ ...aliyun, SMS_SHIPPED_PARAMS: 'carrier,no.=tracking_no' })).toMatch(
      /SMS_SHIPPED_PARAMS: "no.=tracking_no" is not one of carrier, tracking_no/,
    );
  });

  it('takes an endpoint override, https only in production', () => {
    const local = { ...aliyun, SMS_ENDPOINT: 'http://127.0.0.1:9100' };
    expect(loadConfig(local).sms).toMatchObject({ endpoint: 'http://127.0.0.1:9100' });
    expect(refusalOf({ ...production, ...local })).toMatch(
      /SMS_ENDPOINT: must be https: in production/,
    );
    expect(refusalOf({ ...tencent, SMS_ENDPOINT: 'sms.example.com' })).toMatch(
      /SMS_ENDPOINT: must be an address/,
    );
  });

  it('refuses a driver it does not know, and asks production for a real one', () => {
    expect(refusalOf({ SMS_DRIVER: 'twilio' })).toMatch(/SMS_DRIVER/);
    expect(refusalOf(production)).toMatch(/SMS_DRIVER=aliyun, tencent or http/);
  });

  it('never puts a secret in the error it stops with', () => {
    const message = refusalOf({ ...aliyun, SMS_SIGN_NAME: '', SMS_CODE_PARAMS: 'code,oops' });
    expect(message).not.toContain(aliyun.ALIYUN_SMS_ACCESS_KEY_SECRET);
  });
});
