import { describe, expect, it } from 'vitest';
import { testClock } from '../../lib/clock';
import { call, databases, useTestApp } from '../../test/build-test-app';
import { signUp } from '../../test/accounts';

const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

describe.each(databases)('QR-code login on %s', (kind) => {
  const clock = testClock();
  const ctx = useTestApp(kind, {}, { clock });
  const post = (action: string, input: Record<string, unknown>, token?: string) =>
    call(ctx().app, action, input, { method: 'POST', token });

  async function openTicket() {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/index/qrLoginCreate',
      headers: { 'user-agent': CHROME_ON_MAC },
      payload: {},
    });
    const data = res.json().data as { ticket: string; secret: string; expires_at: string };
    return data;
  }

  it('signs in the waiting page once the phone confirms, and only once', async () => {
    const phone = await signUp(ctx().app);
    const { ticket, secret, expires_at } = await openTicket();
    expect(Date.parse(expires_at) - clock.now()).toBeGreaterThan(115_000);
    expect((await post('qrLoginPoll', { ticket, secret })).body.data).toEqual({
      status: 'pending',
      userinfo: null,
    });

    const scan = await post('qrLoginScan', { ticket }, phone.token);
    expect(scan.body.data).toMatchObject({
      status: 'scanned',
      device: 'Chrome 156 · macOS Catalina',
      ip: '127.0.0.1',
    });
    expect((await post('qrLoginPoll', { ticket, secret })).body.data.status).toBe('scanned');

    const confirm = await post('qrLoginConfirm', { ticket, approve: true }, phone.token);
    expect(confirm.body.data).toEqual({ status: 'confirmed' });

    const collected = await post('qrLoginPoll', { ticket, secret });
    expect(collected.body.data).toMatchObject({
      status: 'confirmed',
      userinfo: { id: phone.id, username: phone.username },
    });
    const token = collected.body.data.userinfo.token as string;
    expect(token).not.toBe(phone.token);
    expect((await call(ctx().app, 'userInfo', {}, { token })).body.data.id).toBe(phone.id);

    // The session is handed out once; the ticket cannot be confirmed again.
    expect((await post('qrLoginPoll', { ticket, secret })).body.data).toEqual({
      status: 'used',
      userinfo: null,
    });
    const reuse = await post('qrLoginConfirm', { ticket, approve: true, lang: 'en' }, phone.token);
    expect(reuse.body.msg).toBe('This QR code has already been used');
  });

  it('hands the session out once to concurrent polls', async () => {
    const phone = await signUp(ctx().app);
    const { ticket, secret } = await openTicket();
    await post('qrLoginConfirm', { ticket, approve: true }, phone.token);
    const polls = await Promise.all(
      Array.from({ length: 5 }, () => post('qrLoginPoll', { ticket, secret })),
    );
    expect(polls.filter((p) => p.body.data.userinfo !== null)).toHaveLength(1);
  });

  it('keeps the session from anyone without the secret', async () => {
    const phone = await signUp(ctx().app);
    const { ticket } = await openTicket();
    await post('qrLoginConfirm', { ticket, approve: true }, phone.token);
    const thief = await post('qrLoginPoll', { ticket, secret: 'guessed', lang: 'en' });
    expect(thief.body).toEqual({
      code: 100,
      msg: 'This QR code is not valid; refresh it on the computer and scan again',
      data: null,
    });
  });

  it('tells the waiting page when the phone turns it down', async () => {
    const phone = await signUp(ctx().app);
    const { ticket, secret } = await openTicket();
    expect(
      (await post('qrLoginConfirm', { ticket, approve: false }, phone.token)).body.data,
    ).toEqual({ status: 'rejected' });
    expect((await post('qrLoginPoll', { ticket, secret })).body.data).toEqual({
      status: 'rejected',
      userinfo: null,
    });
  });

  it('expires after two minutes for both sides', async () => {
    const phone = await signUp(ctx().app);
    const { ticket, secret } = await openTicket();
    clock.advance(2 * 60_000);
    expect((await post('qrLoginPoll', { ticket, secret })).body.data.status).toBe('expired');
    const scan = await post('qrLoginScan', { ticket, lang: 'en' }, phone.token);
    expect(scan.body.msg).toBe(
      'This QR code has expired; refresh it on the computer and scan again',
    );
    const confirm = await post(
      'qrLoginConfirm',
      { ticket, approve: true, lang: 'en' },
      phone.token,
    );
    expect(confirm.body.code).toBe(100);
  });

  it('needs a signed-in phone and a real ticket', async () => {
    const { ticket } = await openTicket();
    expect((await post('qrLoginScan', { ticket })).body.code).toBe(401);
    expect((await post('qrLoginConfirm', { ticket, approve: true })).body.code).toBe(401);
    const phone = await signUp(ctx().app);
    const unknown = await post(
      'qrLoginScan',
      { ticket: 'no-such-ticket', lang: 'en' },
      phone.token,
    );
    expect(unknown.body.msg).toBe(
      'This QR code is not valid; refresh it on the computer and scan again',
    );
  });
});
