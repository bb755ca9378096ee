import { describe, expect, it, vi } from 'vitest';
import { testClock } from '../../lib/clock';
import { call, databases, useTestApp } from '../../test/build-test-app';
import { PASSWORD, signUp } from '../../test/accounts';
import type * as Passwords from './passwords';

/**
 * Password checks can be held at a gate: a race then opens as wide as it can, every guess having
 * taken (or been refused) its attempt before any check ends. Checks run as usual otherwise.
 */
const gate = vi.hoisted(() => ({
  hold: null as Promise<void> | null,
  checked: 0,
  onCheck: () => {},
}));
vi.mock('./passwords', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return {
    ...real,
    async verifyPassword(stored: string, password: string) {
      if (gate.hold) {
        gate.checked += 1;
        gate.onCheck();
        await gate.hold;
      }
      return real.verifyPassword(stored, password);
    },
  };
});

interface Answer {
  code: number;
  msg: string;
}

/** Sends every request at once; no password check ends before all have got that far. */
async function race(requests: Array<() => Promise<Answer>>) {
  let open = () => {};
  gate.hold = new Promise<void>((resolve) => (open = resolve));
  gate.checked = 0;
  let answered = 0;
  const settle = () => {
    if (gate.checked + answered === requests.length) open();
  };
  gate.onCheck = settle;
  try {
    const answers = await Promise.all(
      requests.map((request) =>
        request().finally(() => {
          answered += 1;
          settle();
        }),
      ),
    );
    return { answers, checked: gate.checked };
  } finally {
    gate.hold = null;
  }
}

const WRONG = 'The account or password is incorrect';
const OLD_WRONG = 'The current password is incorrect';
const LOCKED = 'Too many wrong passwords: the account is locked; please try again in 15 minutes';
const LOCKED_ZH = '密码错误次数过多，账号已锁定，请 15 分钟后再试';

const tally = (answers: Answer[]) => {
  const count = (pick: (a: Answer) => boolean) => answers.filter(pick).length;
  return {
    ok: count((a) => a.code === 200),
    wrong: count((a) => a.msg === WRONG || a.msg === OLD_WRONG),
    locked: count((a) => a.msg === LOCKED),
  };
};

describe.each(databases)('password lockout on %s', (kind) => {
  // The lockout's quarter hour passes when the test says so.
  const clock = testClock();
  const ctx = useTestApp(kind, {}, { clock });
  const post = async (action: string, input: Record<string, unknown>, token?: string) =>
    (await call(ctx().app, action, { lang: 'en', ...input }, { method: 'POST', token }))
      .body as Answer;
  const login = (account: string, password: string, lang = 'en') =>
    post('login', { account, password, lang });
  const changePassword = (token: string, oldPassword: string, lang = 'en') =>
    post('passwordUpdate', { old_password: oldPassword, new_password: 'Fresh2Paint', lang }, token);

  describe('login', () => {
    it('checks at most 5 of 40 wrong passwords sent at once, then locks out the right one', async () => {
      const user = await signUp(ctx().app);
      const { answers, checked } = await race(
        Array.from({ length: 40 }, () => () => login(user.username, 'Wrong1234')),
      );
      expect(tally(answers)).toEqual({ ok: 0, wrong: 4, locked: 36 });
      expect(checked).toBe(5);
      expect(await login(user.username, PASSWORD)).toMatchObject({ code: 100, msg: LOCKED });
    });

    it('lets the right password among 40 guesses in only on one of the first 5 attempts', async () => {
      const user = await signUp(ctx().app);
      const right = new Set([7, 38]);
      const { answers, checked } = await race(
        Array.from(
          { length: 40 },
          (_, i) => () => login(user.username, right.has(i) ? PASSWORD : 'Wrong1234'),
        ),
      );
      const { ok, wrong, locked } = tally(answers);
      expect(ok + wrong + locked).toBe(40);
      // Five attempts were checked: the right ones among them got in, the rest were wrong.
      expect(ok + wrong).toBeLessThanOrEqual(5);
      expect(wrong).toBeLessThanOrEqual(4);
      expect(checked).toBe(5);
      answers.forEach((answer, i) => {
        if (answer.code === 200) expect(right.has(i)).toBe(true);
      });
      if (ok === 0) {
        expect(await login(user.username, PASSWORD)).toMatchObject({ code: 100, msg: LOCKED });
      }
    });

    it('opens again when the 15 minutes are over, with a fresh count', async () => {
      const user = await signUp(ctx().app);
      for (let i = 0; i < 5; i += 1) await login(user.username, 'Wrong1234');
      clock.advance(14 * 60_000);
      expect(await login(user.username, PASSWORD)).toMatchObject({
        code: 100,
        msg: 'Too many wrong passwords: the account is locked; please try again in 1 minutes',
      });
      clock.advance(60_000);
      expect(await login(user.username, 'Wrong1234')).toMatchObject({ msg: WRONG });
      expect((await login(user.username, PASSWORD)).code).toBe(200);
      // The right password forgave that failure: four more are only wrong.
      for (let i = 0; i < 4; i += 1) {
        expect(await login(user.username, 'Wrong1234')).toMatchObject({ msg: WRONG });
      }
    });
  });

  describe('passwordUpdate', () => {
    it('counts wrong current passwords against the sign-in limit', async () => {
      const user = await signUp(ctx().app);
      const answers = [];
      for (let i = 0; i < 6; i += 1) answers.push(await changePassword(user.token, 'Nope12345'));
      expect(answers.map((a) => a.msg)).toEqual([
        OLD_WRONG,
        OLD_WRONG,
        OLD_WRONG,
        OLD_WRONG,
        LOCKED,
        LOCKED,
      ]);
      // The right current password waits for the lock, in either language, and so does sign-in.
      expect(await changePassword(user.token, PASSWORD)).toMatchObject({ code: 100, msg: LOCKED });
      expect(await changePassword(user.token, PASSWORD, 'zh-cn')).toMatchObject({
        code: 100,
        msg: LOCKED_ZH,
      });
      expect(await login(user.username, PASSWORD)).toMatchObject({ code: 100, msg: LOCKED });
      expect(await login(user.username, 'Fresh2Paint')).toMatchObject({ code: 100, msg: LOCKED });
    });

    it('checks at most 5 of 20 wrong current passwords sent at once', async () => {
      const user = await signUp(ctx().app);
      const { answers, checked } = await race(
        Array.from({ length: 20 }, () => () => changePassword(user.token, 'Nope12345')),
      );
      expect(tally(answers)).toEqual({ ok: 0, wrong: 4, locked: 16 });
      expect(checked).toBe(5);
      expect(await changePassword(user.token, PASSWORD)).toMatchObject({ code: 100, msg: LOCKED });
    });
  });
});
