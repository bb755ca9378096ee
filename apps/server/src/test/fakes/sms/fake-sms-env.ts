import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { startFakeAliyunSms, type FakeAliyunSms } from './fake-aliyun-sms';
import { startFakeTencentSms, type FakeTencentSms } from './fake-tencent-sms';

/** The approved templates a test shop registered: for codes, shipping, and a drop's winners. */
export const templateIds = {
  aliyun: { code: 'SMS_300000001', shipped: 'SMS_300000002', dropWon: 'SMS_300000003' },
  tencent: { code: '1800001', shipped: '1800002', dropWon: '1800003' },
} as const;

export const signName = '艺术工坊';

export function aliyunAccount() {
  return {
    accessKeyId: `LTAI5t${randomBytes(9).toString('hex')}`,
    accessKeySecret: randomBytes(15).toString('base64url'),
    signName,
    templates: {
      [templateIds.aliyun.code]: ['code', 'minutes'],
      [templateIds.aliyun.shipped]: ['carrier', 'tracking_no'],
      [templateIds.aliyun.dropWon]: ['product', 'hours'],
    },
  };
}

export function tencentAccount() {
  return {
    secretId: `AKID${randomBytes(16).toString('hex')}`,
    secretKey: randomBytes(16).toString('hex'),
    sdkAppId: '1400006666',
    signName,
    templates: {
      [templateIds.tencent.code]: 2,
      [templateIds.tencent.shipped]: 2,
      [templateIds.tencent.dropWon]: 2,
    },
  };
}

type Fakes = { aliyun: FakeAliyunSms; tencent: FakeTencentSms };

/**
 * A fake provider for the suite, started before the app (call this before `useTestApp`): `env`
 * is filled in then with SMS_DRIVER, the account's keys, the templates and SMS_ENDPOINT, so the
 * app's SDK talks to the fake. `shipped: false` leaves the shipping template out, `dropWon:
 * false` the drop's.
 */
export function useFakeSmsProvider<P extends keyof Fakes>(
  provider: P,
  { shipped = true, dropWon = true }: { shipped?: boolean; dropWon?: boolean } = {},
): { env: Record<string, string>; fake: () => Fakes[P] } {
  const env: Record<string, string> = {};
  let fake: Fakes[P] | undefined;
  const ids = templateIds[provider];
  beforeAll(async () => {
    let keys: Record<string, string>;
    if (provider === 'aliyun') {
      const account = aliyunAccount();
      fake = (await startFakeAliyunSms(account)) as Fakes[P];
      keys = {
        ALIYUN_SMS_ACCESS_KEY_ID: account.accessKeyId,
        ALIYUN_SMS_ACCESS_KEY_SECRET: account.accessKeySecret,
      };
    } else {
      const account = tencentAccount();
      fake = (await startFakeTencentSms(account)) as Fakes[P];
      keys = {
        TENCENT_SMS_SECRET_ID: account.secretId,
        TENCENT_SMS_SECRET_KEY: account.secretKey,
        TENCENT_SMS_SDK_APP_ID: account.sdkAppId,
      };
    }
    Object.assign(env, keys, {
      SMS_DRIVER: provider,
      SMS_ENDPOINT: fake.endpoint,
      SMS_SIGN_NAME: signName,
      SMS_TEMPLATE_CODE: ids.code,
      ...(shipped ? { SMS_TEMPLATE_SHIPPED: ids.shipped } : {}),
      ...(dropWon ? { SMS_TEMPLATE_DROP_WON: ids.dropWon } : {}),
    });
  });
  afterAll(() => fake?.close());
  return {
    env,
    fake: () => {
      if (!fake) throw new Error('the fake provider starts in beforeAll');
      return fake;
    },
  };
}
