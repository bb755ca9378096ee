import { APPLICATION_RESUME_PATH } from '@atelier/contract/hiring-codes';
import { describe, expect, it } from 'vitest';
import { call, databases, useTestApp } from '../test/build-test-app';
import { resumePdf } from './demo-applications';

describe.each(databases)('the demo applications inbox on %s', (kind) => {
  const ctx = useTestApp(kind, {}, { demo: true });

  it('holds applications in several states, with résumés staff can open', async () => {
    const { app } = ctx();
    const login = await call(
      app,
      'login',
      { account: 'operator', password: 'Operator@12345', lang: 'en' },
      { method: 'POST' },
    );
    const token = (login.body as { data: { userinfo: { token: string } } }).data.userinfo.token;
    const page = await call(app, 'applicationList', { lang: 'en' }, { token });
    const list = (
      page.body as {
        data: { list: Array<{ id: number; name: string; status: string; has_resume: boolean }> };
      }
    ).data.list;
    expect(list.map((a) => [a.name, a.status, a.has_resume])).toEqual([
      ['林澈', 'new', true],
      ['Mira Chen', 'reviewing', true],
      ['赵一舟', 'declined', false],
    ]);
    const res = await app.inject({
      method: 'GET',
      url: `${APPLICATION_RESUME_PATH}?id=${list[1]!.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(
      res.rawPayload.equals(
        resumePdf(['Mira Chen', 'Graphics programmer', 'Shanghai', 'Touring light show (2023)']),
      ),
    ).toBe(true);
    expect(res.body).toContain('(Mira Chen) Tj');
  });
});
