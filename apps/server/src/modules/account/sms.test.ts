import { describe, expect, it } from 'vitest';
import { testClock } from '../../lib/clock';
import { call, databases, useTestApp } from '../../test/build-test-app';
import { forgetSendLimits, freshIdentity, outboxCode, sendCode, signUp } from '../../test/accounts';
import { testShopEnv } from '../../test/production-env';
import { captureLog } from '../../test/capture-log';
import { ensureFirstSettings } from '../settings/first-settings';
import { get, ok } from '../../test/fixtures/order';
import type { FakeTencentSms } from '../../test/fakes/sms/fake-tencent-sms';
import { templateIds, useFakeSmsProvider } from '../../test/fakes/sms/fake-sms-env';

describe.each(databases)('SMS codes on %s', (kind) => {
  const clock = testClock();
  const ctx = useTestApp(kind, {}, { clock });
  const post = (action: string, input: Record<string, unknown>, token?: string) =>
    call(ctx().app, action, input, { method: 'POST', token });

  it('sends a six-digit code to the outbox, stored only as a hash', async () => {
    const { mobile } = freshIdentity();
    const res = await post('send', { mobile, event: 'register', lang: 'en' });
    expect(res.body).toEqual({ code: 200, msg: 'OK', data: { cooldown: 60, expires_in: 300 } });
    const code = await outboxCode(ctx().app, mobile);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await ctx()
      .app.db.selectFrom('sms_codes')
      .selectAll()
      .where('mobile', '=', mobile)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).not.toContain(code);
  });

  it('allows one code a minute per number and says when to try again', async () => {
    const { mobile } = freshIdentity();
    await sendCode(ctx().app, mobile, 'register');
    const again = await post('send', { mobile, event: 'register', lang: 'en' });
    expect(again.body.code).toBe(100);
    expect(again.body.msg).toMatch(/^A code was just sent; please try again in (59|60) seconds$/);
    const zh = await post('send', { mobile, event: 'register' });
    expect(zh.body.msg).toMatch(/请 (59|60) 秒后再试/);
  });

  it('allows ten codes a day per number', async () => {
    const { app } = ctx();
    const { mobile } = freshIdentity();
    for (let i = 0; i < 10; i += 1) {
      await app.db
        .updateTable('sms_senders')
        .set({ last_sent_at: 0 })
        .where('mobile', '=', mobile)
        .execute();
      expect((await post('send', { mobile, event: 'register' })).body.code).toBe(200);
    }
    await app.db
      .updateTable('sms_senders')
      .set({ last_sent_at: 0 })
      .where('mobile', '=', mobile)
      .execute();
    const eleventh = await post('send', { mobile, event: 'register', lang: 'en' });
    expect(eleventh.body).toMatchObject({ code: 100 });
    expect(eleventh.body.msg).toBe(
      'This number has had its codes for today; please try again in 24 hours',
    );
  });

  it('lets only one of many simultaneous sends through', async () => {
    const { mobile } = freshIdentity();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => post('send', { mobile, event: 'register' })),
    );
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    const sent = await ctx()
      .app.db.selectFrom('sms_outbox')
      .select('id')
      .where('mobile', '=', mobile)
      .execute();
    expect(sent).toHaveLength(1);
  });

  it('refuses numbers that do not suit the event', async () => {
    const user = await signUp(ctx().app);
    const taken = await post('send', { mobile: user.mobile, event: 'register', lang: 'en' });
    expect(taken.body).toMatchObject({
      code: 100,
      msg: 'This mobile number is already registered',
    });
    const stranger = freshIdentity().mobile;
    for (const event of ['mobilelogin', 'resetpwd']) {
      const res = await post('send', { mobile: stranger, event, lang: 'en' });
      expect(res.body).toMatchObject({ code: 100, msg: 'This mobile number is not registered' });
    }
  });

  it('sends identity and new-phone codes only to a signed-in user', async () => {
    await forgetSendLimits(ctx().app);
    const user = await signUp(ctx().app);
    const other = await signUp(ctx().app);
    const anonymous = await post('send', { mobile: user.mobile, event: 'verify' });
    expect(anonymous.body.code).toBe(401);
    const wrongPhone = await post(
      'send',
      { mobile: other.mobile, event: 'verify', lang: 'en' },
      user.token,
    );
    expect(wrongPhone.body).toMatchObject({
      code: 100,
      msg: 'The identity code can only go to the phone bound to your account',
    });
    const takenPhone = await post(
      'send',
      { mobile: other.mobile, event: 'changemobile', lang: 'en' },
      user.token,
    );
    expect(takenPhone.body.msg).toBe('This mobile number is already registered');
    const samePhone = await post(
      'send',
      { mobile: user.mobile, event: 'changemobile', lang: 'en' },
      user.token,
    );
    expect(samePhone.body.msg).toBe('The new number is the one already bound to your account');
    await forgetSendLimits(ctx().app);
    expect(
      (await post('send', { mobile: user.mobile, event: 'verify' }, user.token)).body.code,
    ).toBe(200);
  });

  it('refuses a malformed number or event in the request language', async () => {
    const bad = await post('send', { mobile: '12345', event: 'register', lang: 'en' });
    expect(bad.body).toEqual({
      code: 100,
      msg: 'Please enter a valid mainland mobile number (11 digits starting 13-19)',
      data: null,
    });
    const missing = await post('send', { event: 'register' });
    expect(missing.body.msg).toBe('手机号 不能为空');
    const event = await post('send', {
      mobile: freshIdentity().mobile,
      event: 'hello',
      lang: 'en',
    });
    expect(event.body.code).toBe(100);
    expect(event.body.msg).toMatch(/^Code purpose is invalid/);
  });

  describe('redeeming a code', () => {
    async function registerWith(mobile: string, captcha: string, lang = 'en') {
      const { username } = freshIdentity('r');
      return post('register', { username, password: 'Brush5troke', mobile, captcha, lang });
    }

    it('is single use', async () => {
      const { mobile } = freshIdentity();
      const code = await sendCode(ctx().app, mobile, 'register');
      expect((await registerWith(mobile, code)).body.code).toBe(200);
      const reuse = await post('mobileLogin', { mobile, captcha: code, lang: 'en' });
      expect(reuse.body.msg).toBe(
        'The verification code has expired or been used; please request a new one',
      );
    });

    it('expires after five minutes', async () => {
      const { app } = ctx();
      const { mobile } = freshIdentity();
      const code = await sendCode(app, mobile, 'register');
      clock.advance(5 * 60_000);
      const res = await registerWith(mobile, code);
      expect(res.body.msg).toBe(
        'The verification code has expired or been used; please request a new one',
      );
    });

    it('dies after five wrong tries, even for the right code', async () => {
      const { mobile } = freshIdentity();
      const code = await sendCode(ctx().app, mobile, 'register');
      const wrong = code === '000000' ? '111111' : '000000';
      const messages: string[] = [];
      for (let i = 0; i < 5; i += 1) messages.push((await registerWith(mobile, wrong)).body.msg);
      expect(messages.slice(0, 4)).toEqual([
        'The verification code is wrong; 4 tries left',
        'The verification code is wrong; 3 tries left',
        'The verification code is wrong; 2 tries left',
        'The verification code is wrong; 1 tries left',
      ]);
      expect(messages[4]).toBe(
        'The verification code has expired or been used; please request a new one',
      );
      expect((await registerWith(mobile, code)).body.code).toBe(100);
    });

    it('is replaced by a newer code for the same event', async () => {
      const { app } = ctx();
      const { mobile } = freshIdentity();
      const first = await sendCode(app, mobile, 'register');
      await forgetSendLimits(app);
      const second = await sendCode(app, mobile, 'register');
      if (first !== second) expect((await registerWith(mobile, first)).body.code).toBe(100);
      expect((await registerWith(mobile, second)).body.code).toBe(200);
    });

    it('belongs to its event', async () => {
      const user = await signUp(ctx().app);
      await forgetSendLimits(ctx().app);
      const code = await sendCode(ctx().app, user.mobile, 'resetpwd');
      const res = await post('mobileLogin', { mobile: user.mobile, captcha: code, lang: 'en' });
      expect(res.body.code).toBe(100);
    });

    it('is used only once under concurrent use', async () => {
      const user = await signUp(ctx().app);
      await forgetSendLimits(ctx().app);
      const code = await sendCode(ctx().app, user.mobile, 'mobilelogin');
      const results = await Promise.all(
        Array.from({ length: 6 }, () =>
          post('mobileLogin', { mobile: user.mobile, captcha: code }),
        ),
      );
      expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    });
  });
});

describe.each(databases)('SMS timing from the configuration on %s', (kind) => {
  const clock = testClock();
  const ctx = useTestApp(kind, { SMS_RESEND_SECONDS: '2', SMS_CODE_TTL_MINUTES: '1' }, { clock });
  const send = (mobile: string) =>
    call(ctx().app, 'send', { mobile, event: 'register', lang: 'en' }, { method: 'POST' });

  it('waits the configured interval between codes and says so', async () => {
    const { mobile } = freshIdentity();
    expect((await send(mobile)).body.data).toEqual({ cooldown: 2, expires_in: 60 });
    expect((await send(mobile)).body.msg).toBe(
      'A code was just sent; please try again in 2 seconds',
    );
    const zh = await call(ctx().app, 'send', { mobile, event: 'register' }, { method: 'POST' });
    expect(zh.body.msg).toBe('验证码发送过于频繁，请 2 秒后再试');
    clock.advance(2000);
    expect((await send(mobile)).body.code).toBe(200);
  });

  it('lets a code live the configured minutes', async () => {
    const register = async (mobile: string, captcha: string) => {
      const { username } = freshIdentity('r');
      const payload = { username, password: 'Brush5troke', mobile, captcha, lang: 'en' };
      return call(ctx().app, 'register', payload, { method: 'POST' });
    };
    const early = freshIdentity().mobile;
    const late = freshIdentity().mobile;
    const earlyCode = await sendCode(ctx().app, early, 'register');
    const lateCode = await sendCode(ctx().app, late, 'register');
    clock.advance(59_999);
    expect((await register(early, earlyCode)).body.code).toBe(200);
    clock.advance(1);
    expect((await register(late, lateCode)).body.msg).toBe(
      'The verification code has expired or been used; please request a new one',
    );
  });
});

describe('the SMS outbox route', () => {
  const production = useTestApp('sqlite', testShopEnv);
  it('does not exist in production', async () => {
    const res = await production().app.inject({
      method: 'GET',
      url: '/api/dev/sms-outbox?mobile=13900000000',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe.each(databases)('codes in a production test shop on %s', (kind) => {
  const log = captureLog();
  const testShop = useTestApp(
    kind,
    { ...testShopEnv, LOG_LEVEL: 'info' },
    { logStream: log.stream },
  );
  const provider = useTestApp(kind, {
    SMS_DRIVER: 'http',
    SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
  });

  it('keeps the code in the outbox, logs neither it nor the whole number, and says codes are tests', async () => {
    const { app } = testShop();
    await ensureFirstSettings(app.services.settings);
    log.lines.length = 0;
    const code = await sendCode(app, '13912345678', 'register');
    expect(code).toMatch(/^\d{6}$/);
    const written = JSON.stringify(log.lines);
    expect(written).toContain('139****5678');
    expect(written).not.toContain('13912345678');
    expect(written).not.toContain(code);
    const shop = await ok<{ sms: unknown }>(get(app, 'shopConfig', { lang: 'en' }));
    expect(shop.sms).toEqual({ test_mode: true });
  });

  it('says codes reach phones when a provider texts them', async () => {
    const { app } = provider();
    await ensureFirstSettings(app.services.settings);
    const shop = await ok<{ sms: unknown }>(get(app, 'shopConfig', { lang: 'en' }));
    expect(shop.sms).toEqual({ test_mode: false });
  });
});

describe('per-IP limits on sign-in and SMS actions', () => {
  const limited = useTestApp('sqlite', { AUTH_RATE_LIMIT_MAX: '3' }, { demo: true });
  it('answers HTTP 429 with when to try again', async () => {
    const { app } = limited();
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i += 1) {
      last = await call(
        app,
        'send',
        { mobile: freshIdentity().mobile, event: 'register', lang: 'en' },
        { method: 'POST' },
      );
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last?.body.msg).toMatch(/^Too many requests, please try again in \d+ seconds$/);
    // Other actions keep the general limit.
    expect((await call(app, 'shopConfig')).status).toBe(200);
  });
});

/** Each provider's codes for a number it will not text, a blocked template and its own limit. */
const providerRefusals = {
  aliyun: {
    number: 'isv.MOBILE_NUMBER_ILLEGAL',
    template: 'isv.SMS_TEMPLATE_ILLEGAL',
    limited: 'isv.BUSINESS_LIMIT_CONTROL',
  },
  tencent: {
    number: 'InvalidParameterValue.IncorrectPhoneNumber',
    template: 'FailedOperation.TemplateIncorrectOrUnapproved',
    limited: 'LimitExceeded.PhoneNumberThirtySecondLimit',
  },
} as const;

const providerCases = (['aliyun', 'tencent'] as const).flatMap((provider) =>
  databases.map((kind) => [provider, kind] as const),
);

describe.each(providerCases)('codes texted by %s on %s', (provider, kind) => {
  const { env, fake } = useFakeSmsProvider(provider);
  const ctx = useTestApp(kind, env);
  const send = (mobile: string, lang = 'en') =>
    call(ctx().app, 'send', { mobile, event: 'register', lang }, { method: 'POST' });
  const register = (mobile: string, captcha: string) => {
    const { username } = freshIdentity('r');
    const payload = { username, password: 'Brush5troke', mobile, captcha, lang: 'en' };
    return call(ctx().app, 'register', payload, { method: 'POST' });
  };
  /** The code the provider was asked to text the number last. */
  const textedCode = (mobile: string) => fake().lastText(mobile)?.params[0] ?? '';
  /** The number refused by the provider from now on, for this reason. */
  const refuse = (mobile: string, reason: 'number' | 'limited') =>
    fake().refuse(
      provider === 'tencent' ? `+86${mobile}` : mobile,
      providerRefusals[provider][reason],
    );

  it('texts the code and its minutes in the code template, and the code signs the customer up', async () => {
    const { app } = ctx();
    const { mobile } = freshIdentity();
    expect((await send(mobile)).body).toEqual({
      code: 200,
      msg: 'OK',
      data: { cooldown: 60, expires_in: 300 },
    });
    const text = fake().lastText(mobile);
    expect(text).toEqual({
      template: templateIds[provider].code,
      params: [expect.stringMatching(/^\d{6}$/), '5'],
    });
    expect((await register(mobile, textedCode(mobile))).body.code).toBe(200);
    await ensureFirstSettings(app.services.settings);
    const shop = await ok<{ sms: unknown }>(get(app, 'shopConfig', { lang: 'en' }));
    expect(shop.sms).toEqual({ test_mode: false });
  });

  it('says when the provider will not text the number, and leaves no usable code', async () => {
    const { mobile } = freshIdentity();
    refuse(mobile, 'number');
    const res = await send(mobile);
    expect(res.body).toMatchObject({
      code: 100,
      msg: 'The text message service cannot send to this number; please check it',
    });
    await forgetSendLimits(ctx().app);
    expect((await send(mobile, 'zh-cn')).body.msg).toBe(
      '短信服务商无法向该手机号发送短信，请核对号码',
    );
    expect((await register(mobile, textedCode(mobile))).body.msg).toBe(
      'The verification code has expired or been used; please request a new one',
    );
  });

  it('says when the provider has texted the number too often, and the earlier code dies too', async () => {
    const { mobile } = freshIdentity();
    await send(mobile);
    const earlier = textedCode(mobile);
    await forgetSendLimits(ctx().app);
    refuse(mobile, 'limited');
    expect((await send(mobile)).body.msg).toBe(
      'This number has received too many text messages; please try again later',
    );
    await forgetSendLimits(ctx().app);
    expect((await send(mobile, 'zh-cn')).body.msg).toBe('该手机号接收短信过于频繁，请稍后再试');
    const dead = 'The verification code has expired or been used; please request a new one';
    expect((await register(mobile, textedCode(mobile))).body.msg).toBe(dead);
    expect((await register(mobile, earlier)).body.msg).toBe(dead);
    const rows = await ctx()
      .app.db.selectFrom('sms_codes')
      .select('id')
      .where('mobile', '=', mobile)
      .where('used_at', 'is', null)
      .execute();
    expect(rows).toEqual([]);
  });

  it('says codes cannot be sent when the provider blocks the template', async () => {
    const { mobile } = freshIdentity();
    if (provider === 'tencent')
      (fake() as FakeTencentSms).failAll(providerRefusals.tencent.template);
    else fake().refuse(mobile, providerRefusals.aliyun.template);
    try {
      expect((await send(mobile)).body.msg).toBe(
        'Verification codes cannot be sent just now; please try again later or contact the studio',
      );
      await forgetSendLimits(ctx().app);
      expect((await send(mobile, 'zh-cn')).body.msg).toBe(
        '短信验证码暂时无法发送，请稍后再试或联系客服',
      );
    } finally {
      if (provider === 'tencent') (fake() as FakeTencentSms).failAll(undefined);
    }
  });
});
