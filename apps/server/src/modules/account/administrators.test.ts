import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { accounts } from '../../demo/demo-content';
import { createDb } from '../../db/dialect';
import { ok, postInEnglish, refusal } from '../../test/fixtures/order';
import { databases, useTestApp } from '../../test/build-test-app';
import { testShopEnv } from '../../test/production-env';
import { adminCommand } from '../../admin-command';
import { createAdministrator } from './administrators';

const howTo =
  'The studio has no administrator yet: on the server, run npm run admin -- create <username> to create the first one';
const staff = accounts.filter((account) => account.role !== 'user');

describe.each(databases)('a production shop loaded with the demo on %s', (kind) => {
  const ctx = useTestApp(kind, testShopEnv, { demo: true });

  it('has no staff account with a published password; the console sign-in says how to make one', async () => {
    const { app } = ctx();
    for (const { username, password } of staff) {
      expect(
        await refusal(postInEnglish(app, 'login', { account: username, password, scope: 'admin' })),
        username,
      ).toBe(howTo);
    }
    const demo = accounts.find((account) => account.role === 'user');
    const signedIn = await ok<{ userinfo: { username: string } }>(
      postInEnglish(app, 'login', { account: demo?.username, password: demo?.password }),
    );
    expect(signedIn.userinfo.username).toBe('demo');
    // A customer on the console's tab hears the same, in either language: the console has
    // nobody to run it.
    const onConsoleTab = (lang: string) =>
      refusal(
        postInEnglish(app, 'login', {
          account: demo?.username,
          password: demo?.password,
          scope: 'admin',
          lang,
        }),
      );
    expect(await onConsoleTab('en')).toBe(howTo);
    expect(await onConsoleTab('zh-cn')).toBe(
      '工作室还没有管理员账号：请在服务器上运行 npm run admin -- create <用户名> 创建第一位管理员',
    );

    await createAdministrator(app.db, { username: 'owner', password: 'Owner2026x' }, Date.now());
    const owner = await ok<{ userinfo: { role: string } }>(
      postInEnglish(app, 'login', { account: 'owner', password: 'Owner2026x', scope: 'admin' }),
    );
    expect(owner.userinfo.role).toBe('admin');
    // Once there is one, a wrong password is only that.
    expect(
      await refusal(
        postInEnglish(app, 'login', { account: 'owner', password: 'Wrong2026x', scope: 'admin' }),
      ),
    ).toBe('The account or password is incorrect');
    await expect(
      createAdministrator(app.db, { username: 'owner', password: 'Other2026x' }, Date.now()),
    ).rejects.toThrow('the user name owner is taken');
  });
});

describe('npm run admin -- create', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-admin-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  // The server's environment, as an operator runs the command on the server.
  const env = { ...testShopEnv, DATA_DIR: dataDir };
  const neverAsked = (): Promise<string> => Promise.reject(new Error('asked for a password'));

  it('creates an administrator on a new database, and refuses what it cannot do with a reason', async () => {
    const create = (args: string[], password?: string, ask = neverAsked) =>
      adminCommand(args, { ...env, ADMIN_PASSWORD: password }, ask);
    await expect(create(['create'])).rejects.toThrow('usage: npm run admin -- create <username>');
    await expect(create(['add', 'owner'])).rejects.toThrow('usage');
    await expect(create(['create', '13800000001'], 'Owner2026x')).rejects.toThrow(
      'a user name is 3-32 letters, digits or underscores, and not a mobile number',
    );
    await expect(create(['create', 'owner'], 'short')).rejects.toThrow(
      'a password is 8-64 characters with at least one letter and one digit',
    );
    // Without ADMIN_PASSWORD the terminal is asked.
    expect(await create(['create', 'owner'], undefined, () => Promise.resolve('Owner2026x'))).toBe(
      "Administrator owner created: sign in on the login page's administrator tab.",
    );
    await expect(create(['create', 'owner'], 'Other2026x')).rejects.toThrow(
      'the user name owner is taken',
    );

    const db = createDb({ kind: 'sqlite', file: path.join(dataDir, 'atelier.db') });
    const rows = await db.selectFrom('users').select(['username', 'role', 'mobile']).execute();
    await db.destroy();
    expect(rows).toEqual([{ username: 'owner', role: 'admin', mobile: null }]);
  });

  it('runs from its entry with the password from ADMIN_PASSWORD', () => {
    const entry = path.join(import.meta.dirname, '..', '..', 'admin.ts');
    const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, ADMIN_PASSWORD: 'Second2026x' };
    delete childEnv.DATABASE_URL;
    const run = spawnSync(process.execPath, ['--import', 'tsx', entry, 'create', 'second'], {
      env: childEnv,
      encoding: 'utf8',
    });
    expect(`${run.stdout}${run.stderr}`.trim()).toBe(
      "Administrator second created: sign in on the login page's administrator tab.",
    );
    expect(run.status).toBe(0);
  }, 60_000);
});
