import { SMS_EVENTS, type SmsEvent } from '@atelier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsDriver } from '../sms-driver';
import { aliyunSms } from './aliyun-sms';
import { startFakeAliyunSms, type FakeAliyunSms } from '../../../test/fakes/sms/fake-aliyun-sms';
import { startFakeTencentSms, type FakeTencentSms } from '../../../test/fakes/sms/fake-tencent-sms';
import {
  aliyunAccount,
  signName,
  templateIds,
  tencentAccount,
} from '../../../test/fakes/sms/fake-sms-env';
import { templateDriver } from './template-driver';
import { SmsRefused, type SmsTemplates, type TemplateParam } from './template-sms';
import { tencentSms } from './tencent-sms';

function templatesOf(
  ids: { code: string; shipped: string; dropWon?: string },
  codeParams: TemplateParam<'code' | 'minutes'>[] = [
    { name: 'code', value: 'code' },
    { name: 'minutes', value: 'minutes' },
  ],
): SmsTemplates {
  return {
    signName,
    codes: Object.fromEntries(SMS_EVENTS.map((e) => [e, ids.code])) as Record<SmsEvent, string>,
    shipped: ids.shipped,
    dropWon: ids.dropWon,
    codeParams,
    shippedParams: [
      { name: 'carrier', value: 'carrier' },
      { name: 'tracking_no', value: 'tracking_no' },
    ],
    dropWonParams: [
      { name: 'product', value: 'product' },
      { name: 'hours', value: 'hours' },
    ],
  };
}

const message = (mobile: string) =>
  ({ mobile, event: 'register', code: '482913', lang: 'zh-cn', minutes: 5 }) as const;

/** The refusal a send ended in: its reason and the provider's code. */
async function refusalOf(sending: Promise<unknown>) {
  const error: unknown = await sending.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsRefused);
  const { reason, providerCode } = error as SmsRefused;
  return { reason, providerCode };
}

describe('Aliyun SMS through its SDK', () => {
  const account = aliyunAccount();
  let fake: FakeAliyunSms;
  let driver: SmsDriver;
  const driverWith = (secret: string, templates = templatesOf(templateIds.aliyun)) =>
    templateDriver(
      aliyunSms({
        accessKeyId: account.accessKeyId,
        accessKeySecret: secret,
        signName,
        endpoint: fake.endpoint,
        timeoutMs: 2000,
      }),
      templates,
    );
  beforeAll(async () => {
    fake = await startFakeAliyunSms(account);
    driver = driverWith(account.accessKeySecret);
  });
  afterAll(() => fake.close());

  it('sends the code and its minutes in the code template, signed with the AccessKey', async () => {
    await driver.deliver(message('13800138000'));
    expect(fake.received.at(-1)).toEqual({
      accessKeyId: account.accessKeyId,
      phoneNumbers: '13800138000',
      signName: '艺术工坊',
      templateCode: 'SMS_300000001',
      templateParam: { code: '482913', minutes: '5' },
    });
  });

  it('texts the carrier and tracking number in the shipping template', async () => {
    await driver.notifyShipped?.({
      mobile: '13800138001',
      carrier: '顺丰速运',
      tracking_no: 'SF1234567890',
    });
    expect(fake.received.at(-1)).toMatchObject({
      templateCode: 'SMS_300000002',
      templateParam: { carrier: '顺丰速运', tracking_no: 'SF1234567890' },
    });
  });

  it('texts a drop’s winner the work and the hours to buy it in the drop template', async () => {
    await driver.notifyDropWon?.({ mobile: '13800138011', product: '月光瓶', hours: 24 });
    expect(fake.received.at(-1)).toMatchObject({
      phoneNumbers: '13800138011',
      templateCode: 'SMS_300000003',
      templateParam: { product: '月光瓶', hours: '24' },
    });
  });

  it('has no drop notice without a drop template', () => {
    const without = templatesOf({
      code: templateIds.aliyun.code,
      shipped: templateIds.aliyun.shipped,
    });
    expect(driverWith(account.accessKeySecret, without).notifyDropWon).toBeUndefined();
  });

  it('is refused when signed with another secret', async () => {
    const before = fake.received.length;
    const refusal = await refusalOf(driverWith('not-the-secret').deliver(message('13800138002')));
    expect(refusal).toEqual({ reason: 'failed', providerCode: 'SignatureDoesNotMatch' });
    expect(fake.rejected.at(-1)).toEqual({ status: 400, code: 'SignatureDoesNotMatch' });
    expect(fake.received).toHaveLength(before);
  });

  it('tells a bad number, a blocked template and its own limit apart', async () => {
    expect(await refusalOf(driver.deliver(message('1380013800')))).toEqual({
      reason: 'number',
      providerCode: 'isv.MOBILE_NUMBER_ILLEGAL',
    });
    const unapproved = templatesOf({ code: 'SMS_999', shipped: 'SMS_998' });
    expect(
      await refusalOf(
        driverWith(account.accessKeySecret, unapproved).deliver(message('13800138003')),
      ),
    ).toEqual({ reason: 'template', providerCode: 'isv.SMS_TEMPLATE_ILLEGAL' });
    const codeOnly = templatesOf(templateIds.aliyun, [{ name: 'code', value: 'code' }]);
    expect(
      await refusalOf(
        driverWith(account.accessKeySecret, codeOnly).deliver(message('13800138003')),
      ),
    ).toEqual({ reason: 'template', providerCode: 'isv.TEMPLATE_MISSING_PARAMETERS' });
    fake.refuse('13800138004', 'isv.BUSINESS_LIMIT_CONTROL');
    expect(await refusalOf(driver.deliver(message('13800138004')))).toEqual({
      reason: 'limited',
      providerCode: 'isv.BUSINESS_LIMIT_CONTROL',
    });
  });

  it('names the variables as the template does', async () => {
    const renamed = templatesOf(templateIds.aliyun, [
      { name: 'code', value: 'code' },
      { name: 'minutes', value: 'minutes' },
      { name: 'vcode', value: 'code' },
    ]);
    await driverWith(account.accessKeySecret, renamed).deliver(message('13800138005'));
    expect(fake.received.at(-1)?.templateParam).toEqual({
      code: '482913',
      minutes: '5',
      vcode: '482913',
    });
  });

  it('fails as unavailable when nothing answers', async () => {
    const closed = await startFakeAliyunSms(account);
    await closed.close();
    const offline = templateDriver(
      aliyunSms({ ...account, endpoint: closed.endpoint, timeoutMs: 2000 }),
      templatesOf(templateIds.aliyun),
    );
    expect((await refusalOf(offline.deliver(message('13800138006')))).reason).toBe('failed');
  });
});

describe('Tencent Cloud SMS through its SDK', () => {
  const account = tencentAccount();
  let fake: FakeTencentSms;
  let driver: SmsDriver;
  const driverWith = (secretKey: string, templates = templatesOf(templateIds.tencent)) =>
    templateDriver(
      tencentSms({
        secretId: account.secretId,
        secretKey,
        sdkAppId: account.sdkAppId,
        signName,
        region: 'ap-guangzhou',
        endpoint: fake.endpoint,
        timeoutMs: 2000,
      }),
      templates,
    );
  beforeAll(async () => {
    fake = await startFakeTencentSms(account);
    driver = driverWith(account.secretKey);
  });
  afterAll(() => fake.close());

  it('sends the code and its minutes in order to the +86 number, signed with the SecretKey', async () => {
    await driver.deliver(message('13800138000'));
    expect(fake.received.at(-1)).toEqual({
      secretId: account.secretId,
      // The SDK names the service after the endpoint's first label: here the fake's address.
      service: '127',
      region: 'ap-guangzhou',
      PhoneNumberSet: ['+8613800138000'],
      SmsSdkAppId: '1400006666',
      SignName: '艺术工坊',
      TemplateId: '1800001',
      TemplateParamSet: ['482913', '5'],
    });
  });

  it('texts the carrier and tracking number in the shipping template', async () => {
    await driver.notifyShipped?.({
      mobile: '13800138001',
      carrier: '中通快递',
      tracking_no: '78123456789012',
    });
    expect(fake.received.at(-1)).toMatchObject({
      TemplateId: '1800002',
      TemplateParamSet: ['中通快递', '78123456789012'],
    });
  });

  it('texts a drop’s winner the work and the hours to buy it in the drop template', async () => {
    await driver.notifyDropWon?.({ mobile: '13800138011', product: '月光瓶', hours: 48 });
    expect(fake.received.at(-1)).toMatchObject({
      PhoneNumberSet: ['+8613800138011'],
      TemplateId: '1800003',
      TemplateParamSet: ['月光瓶', '48'],
    });
  });

  it('is refused when signed with another key', async () => {
    const before = fake.received.length;
    expect(await refusalOf(driverWith('0'.repeat(32)).deliver(message('13800138002')))).toEqual({
      reason: 'failed',
      providerCode: 'AuthFailure.SignatureFailure',
    });
    expect(fake.rejected.at(-1)).toBe('AuthFailure.SignatureFailure');
    expect(fake.received).toHaveLength(before);
  });

  it('reads a number refused inside an accepted answer as refused', async () => {
    expect(await refusalOf(driver.deliver(message('1380013800')))).toEqual({
      reason: 'number',
      providerCode: 'InvalidParameterValue.IncorrectPhoneNumber',
    });
    fake.refuse('+8613800138003', 'LimitExceeded.PhoneNumberDailyLimit');
    expect(await refusalOf(driver.deliver(message('13800138003')))).toEqual({
      reason: 'limited',
      providerCode: 'LimitExceeded.PhoneNumberDailyLimit',
    });
    fake.refuse('+8613800138004', 'LimitExceeded.PhoneNumberThirtySecondLimit');
    expect((await refusalOf(driver.deliver(message('13800138004')))).reason).toBe('limited');
  });

  it('tells a template refused as a whole', async () => {
    const unapproved = templatesOf({ code: '999', shipped: '998' });
    expect(
      await refusalOf(driverWith(account.secretKey, unapproved).deliver(message('13800138005'))),
    ).toEqual({
      reason: 'template',
      providerCode: 'FailedOperation.TemplateIncorrectOrUnapproved',
    });
    const codeOnly = templatesOf(templateIds.tencent, [{ name: 'code', value: 'code' }]);
    expect(
      await refusalOf(driverWith(account.secretKey, codeOnly).deliver(message('13800138005'))),
    ).toEqual({
      reason: 'template',
      providerCode: 'FailedOperation.TemplateParamSetNotMatchApprovedTemplate',
    });
  });
});
