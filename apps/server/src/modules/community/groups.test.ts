import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts';
import { call, databases, useTestApp } from '../../test/build-test-app';
import {
  insertGroup,
  insertShop,
  joinQuestions,
  type GroupFixture,
} from '../../test/fixtures/group';

describe.each(databases)('community groups as the site reads them on %s', (kind) => {
  const ctx = useTestApp(kind);
  let ceramics: GroupFixture;
  let prints: GroupFixture;
  let closed: GroupFixture;

  beforeAll(async () => {
    const app = ctx().app;
    await insertShop(app);
    ceramics = await insertGroup(app, {
      name_zh: '陶艺研习社',
      name_en: 'Ceramics Circle',
      description_zh: '一起聊釉色、窑火与手感。\n\n每月一次线上分享。',
      description_en: 'Glazes, kilns and the feel of clay.\n\nA talk online every month.',
      questions: joinQuestions,
      images: 3,
    });
    prints = await insertGroup(app, {
      name_zh: '版画 100%_工坊',
      name_en: '',
      description_zh: '木刻与丝网。',
      description_en: '',
      sort: -1,
    });
    closed = await insertGroup(app, { name_zh: '旧社群', name_en: 'Old Group', status: 'closed' });
  });

  it('lists groups in the studio order, in the asked language, with counts and state', async () => {
    const en = await call(ctx().app, 'group', { lang: 'en', limit: 10 });
    expect(en.body.data.total).toBe(3);
    expect(en.body.data.list[0]).toEqual({
      id: prints.id,
      // Untranslated: answered in Chinese.
      name: '版画 100%_工坊',
      summary: '木刻与丝网。',
      cover: '/img/group.svg',
      member_count: 0,
      post_count: 0,
      last_activity_at: null,
      gated: false,
      open: true,
    });
    expect(en.body.data.list.map((g: { name: string }) => g.name)).toContain('Ceramics Circle');
    const old = en.body.data.list.find((g: { id: number }) => g.id === closed.id);
    expect(old).toMatchObject({ open: false });
    // The summary is on one line.
    const c = en.body.data.list.find((g: { id: number }) => g.id === ceramics.id);
    expect(c.summary).toBe('Glazes, kilns and the feel of clay. A talk online every month.');
  });

  it('searches names and descriptions in both languages, case aside, wildcards literal', async () => {
    const names = async (keyword: string, lang = 'en') =>
      (await call(ctx().app, 'group', { keyword, lang })).body.data.list.map(
        (g: { id: number }) => g.id,
      );
    expect(await names('CERAMICS')).toEqual([ceramics.id]);
    expect(await names('窑火')).toEqual([ceramics.id]);
    expect(await names('100%_')).toEqual([prints.id]);
    expect(await names('%')).toEqual([prints.id]);
    expect(await names('nothing like it')).toEqual([]);
  });

  it('refuses a keyword too long with a clear message', async () => {
    const res = await call(ctx().app, 'group', { keyword: 'x'.repeat(41), lang: 'en' });
    expect(res.body).toMatchObject({ code: 100, msg: 'Keyword can be at most 40 characters' });
  });

  it('answers one group with its convention and no standing for a visitor', async () => {
    const res = await call(ctx().app, 'groupInfo', { id: ceramics.id, lang: 'zh-cn' });
    expect(res.body.data).toMatchObject({
      id: ceramics.id,
      name: '陶艺研习社',
      description: '一起聊釉色、窑火与手感。\n\n每月一次线上分享。',
      convention: { version: 1, text: '友善交流，不发广告。' },
      gate_product: null,
      question_count: 3,
      image_count: 3,
      members: [],
      me: null,
    });
    const en = await call(ctx().app, 'groupInfo', { id: ceramics.id, lang: 'en' });
    expect(en.body.data.convention.text).toBe('Be kind; no advertising.');
  });

  it('tells a signed-in customer where they stand', async () => {
    const { token } = await signUp(ctx().app);
    const res = await call(ctx().app, 'groupInfo', { id: ceramics.id }, { token });
    expect(res.body.data.me).toEqual({
      state: 'none',
      joined_at: null,
      accepted_version: null,
      must_accept: false,
      banned_until: null,
      ban_reason: '',
      cooldown_until: null,
      refusal_reason: '',
    });
  });

  it('refuses an unknown group in both languages', async () => {
    for (const action of ['groupInfo', 'groupImage', 'groupQuestion', 'groupMembers']) {
      const input = action === 'groupInfo' ? { id: 999_999 } : { group_id: 999_999 };
      expect((await call(ctx().app, action, { ...input, lang: 'en' })).body).toMatchObject({
        code: 100,
        msg: 'No such group',
      });
      expect((await call(ctx().app, action, { ...input, lang: 'zh-cn' })).body.msg).toBe(
        '社群不存在',
      );
    }
    expect((await call(ctx().app, 'groupInfo', { id: 'x', lang: 'en' })).body.code).toBe(100);
  });

  it('pages the gallery in order with captions in the asked language', async () => {
    const res = await call(ctx().app, 'groupImage', {
      group_id: ceramics.id,
      page: 1,
      limit: 2,
      lang: 'en',
    });
    expect(res.body.data).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(res.body.data.list.map((i: { caption: string }) => i.caption)).toEqual([
      'Picture 1',
      'Picture 2',
    ]);
  });

  it('answers the questionnaire: kinds, required flags, options in order', async () => {
    const res = await call(ctx().app, 'groupQuestion', { group_id: ceramics.id, lang: 'en' });
    expect(res.body.data.convention).toMatchObject({ version: 1 });
    expect(
      res.body.data.questions.map((q: { kind: string; required: boolean; title: string }) => [
        q.kind,
        q.required,
        q.title,
      ]),
    ).toEqual([
      ['single', true, 'How did you find us?'],
      ['text', true, 'Tell us about yourself'],
      ['multiple', false, 'Which media do you like?'],
    ]);
    expect(res.body.data.questions[0].options.map((o: { label: string }) => o.label)).toEqual([
      'An exhibition',
      'A friend',
    ]);
    expect(res.body.data.questions[1].options).toEqual([]);
  });
});

describe('the demo community', () => {
  const ctx = useTestApp('sqlite', {}, { demo: true });

  it('has groups in both languages, one gated, the demo customer a member and an applicant', async () => {
    const en = await call(ctx().app, 'group', { lang: 'en' });
    expect(en.body.data.total).toBe(4);
    expect(en.body.data.list.map((g: { name: string }) => g.name)).toEqual([
      'Generative Art Circle',
      'Ceramics and Objects',
      'Collectors’ Club',
      'New Landscapes',
    ]);
    expect(en.body.data.list.filter((g: { gated: boolean }) => g.gated)).toHaveLength(1);
    const login = await call(
      ctx().app,
      'login',
      { account: 'demo', password: 'Demo@12345' },
      { method: 'POST' },
    );
    const token = login.body.data.userinfo.token as string;
    const mine = await call(ctx().app, 'myGroups', { lang: 'zh-cn' }, { token });
    expect(mine.body.data.list.map((g: { name: string }) => g.name)).toEqual(['生成艺术研习社']);
    const applications = await call(ctx().app, 'myGroupApplications', {}, { token });
    expect(applications.body.data.list).toEqual([expect.objectContaining({ status: 'pending' })]);
    const first = en.body.data.list[0];
    const info = await call(ctx().app, 'groupInfo', { id: first.id, lang: 'en' }, { token });
    // The demo customer, three collectors and the neighbour the demo posts come from.
    expect(info.body.data).toMatchObject({ question_count: 3, image_count: 4, member_count: 5 });
    expect(info.body.data.me).toMatchObject({ state: 'member', must_accept: false });
  });
});
