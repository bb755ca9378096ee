import { JOB_KINDS, QUESTION_KINDS, RICH_TEXT_KEYS, STORY_PAGES } from '@atelier/contract';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { call, databases, useTestApp, type TestApp } from '../test/build-test-app';
import { seedDemo } from './demo-seed';

const CJK = /[\u4e00-\u9fff]/;
/** Chinese characters, punctuation or full-width forms: none belongs in an English text. */
const NOT_ENGLISH = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;
const paragraphs = (html: string) => html.match(/<p>/g)?.length ?? 0;

/** The tables the studio's pages and join-us read, with their bilingual fields. */
const texts = {
  story_pages: ['title', 'lead', 'body'],
  story_sections: ['title', 'subtitle', 'summary'],
  gallery_works: ['title', 'artist', 'medium', 'description'],
  team_members: ['name', 'role', 'bio'],
  processes: ['title', 'summary', 'duration', 'content'],
  process_steps: ['title', 'text'],
  technologies: ['title', 'summary', 'content', 'tags'],
  news: ['category', 'title', 'summary', 'content'],
  rich_texts: ['title', 'content'],
  mr_experiences: ['title', 'summary', 'location', 'open_hours'],
  job_positions: ['title', 'department', 'city', 'summary', 'description', 'requirements'],
  job_questions: ['title'],
  job_question_options: ['label'],
} as const;
type Table = keyof typeof texts;
const tables = Object.keys(texts) as Table[];
/** Option labels may be names written alike in both languages (Unity, ZBrush). */
const latinAllowed: Table[] = ['job_question_options'];

type Row = Record<string, unknown>;

/** A position's questionnaire, in the questionnaire's tables beside the groups'. */
const questionnaireTables = ['job_questions', 'job_question_options'] as const;
type OwnTable = Exclude<Table, (typeof questionnaireTables)[number]>;
const isOwn = (table: Table): table is OwnTable =>
  !(questionnaireTables as readonly string[]).includes(table);

async function positionQuestionnaire(t: TestApp, table: Table): Promise<Row[]> {
  const db = t.app.db;
  if (table === 'job_questions') {
    const rows = await db
      .selectFrom('questionnaire_questions')
      .selectAll()
      .where('owner_kind', '=', 'position')
      .execute();
    return rows.map(({ owner_kind: _kind, owner_id, ...row }) => ({
      ...row,
      position_id: owner_id,
    }));
  }
  return db
    .selectFrom('questionnaire_options as o')
    .innerJoin('questionnaire_questions as q', 'q.id', 'o.question_id')
    .selectAll('o')
    .where('q.owner_kind', '=', 'position')
    .execute();
}

async function deleteRows(t: TestApp, table: Table): Promise<void> {
  const db = t.app.db;
  if (isOwn(table)) {
    await db.deleteFrom(table).execute();
    return;
  }
  const positions = db
    .selectFrom('questionnaire_questions')
    .select('id')
    .where('owner_kind', '=', 'position');
  if (table === 'job_question_options') {
    await db.deleteFrom('questionnaire_options').where('question_id', 'in', positions).execute();
  } else {
    await db.deleteFrom('questionnaire_questions').where('owner_kind', '=', 'position').execute();
  }
}

async function rowsOf(t: TestApp, table: Table): Promise<Row[]> {
  const rows = isOwn(table)
    ? ((await t.app.db.selectFrom(table).selectAll().execute()) as Row[])
    : await positionQuestionnaire(t, table);
  const key = table === 'story_pages' ? 'page' : table === 'rich_texts' ? 'key' : 'id';
  return rows.sort((a, b) => String(a[key]).localeCompare(String(b[key]), 'en', { numeric: true }));
}

async function everything(t: TestApp) {
  const rows = Object.fromEntries(
    await Promise.all(tables.map(async (table) => [table, await rowsOf(t, table)] as const)),
  ) as Record<Table, Row[]>;
  return { rows, founder: await t.app.services.settings.get('founder') };
}

const seedDir = (t: TestApp) => path.join(t.config.uploadsDir, 'seed');
const fileOf = (t: TestApp, url: string) =>
  path.join(t.config.uploadsDir, url.replace(/^\/uploads\//, ''));
const SITE_FILE = /^(story|gallery|team|founder|process|technology|news|mr)-?/;

async function siteFiles(t: TestApp) {
  const names = (await readdir(seedDir(t))).filter((n) => SITE_FILE.test(n)).sort();
  return Promise.all(
    names.map(async (name) => [name, (await stat(path.join(seedDir(t), name))).mtimeMs]),
  );
}

describe.each(databases)('the studio pages seed on %s', (kind) => {
  const ctx = useTestApp(kind, {}, { demo: true });

  it('fills every table the pages read, in Chinese and in English', async () => {
    const { rows } = await everything(ctx());
    const counts = Object.fromEntries(tables.map((table) => [table, rows[table].length]));
    expect(counts).toMatchObject({
      story_pages: STORY_PAGES.length,
      gallery_works: 24,
      team_members: 8,
      processes: 5,
      technologies: 5,
      news: 14,
      rich_texts: RICH_TEXT_KEYS.length,
      mr_experiences: 4,
      job_positions: 8,
    });
    for (const table of tables) {
      for (const row of rows[table]) {
        for (const field of texts[table]) {
          const [zh, en] = [String(row[`${field}_zh`]), String(row[`${field}_en`])];
          const where = `${table} ${String(row.id ?? row.key ?? row.page)} ${field}`;
          expect(zh.replace(/[[\]"]/g, '').trim(), where).not.toBe('');
          expect(en.replace(/[[\]"]/g, '').trim(), where).not.toBe('');
          expect(en, where).not.toMatch(NOT_ENGLISH);
          if (!latinAllowed.includes(table)) expect(zh, where).toMatch(CJK);
        }
      }
    }
  });

  it('draws every picture the pages show, each at the size of its place', async () => {
    const t = ctx();
    const { rows, founder } = await everything(t);
    const expectSize = async (url: unknown, size: [number, number]) => {
      expect(String(url)).toMatch(/^\/uploads\/seed\/[\w-]+\.svg$/);
      const meta = await sharp(fileOf(t, String(url))).metadata();
      expect([meta.format, meta.width, meta.height], String(url)).toEqual(['svg', ...size]);
    };
    for (const table of ['story_pages', 'processes', 'technologies', 'news'] as const)
      for (const row of rows[table]) await expectSize(row.image, [1600, 900]);
    for (const table of ['story_sections', 'mr_experiences'] as const)
      for (const row of rows[table]) await expectSize(row.image, [800, 600]);
    for (const row of rows.team_members) await expectSize(row.photo, [600, 750]);
    await expectSize(founder?.portrait, [600, 750]);
    for (const row of rows.gallery_works)
      await expectSize(row.image, [Number(row.width), Number(row.height)]);

    const shapes = rows.gallery_works.map((w) => Math.sign(Number(w.width) - Number(w.height)));
    expect(new Set(shapes)).toEqual(new Set([-1, 0, 1]));
    const images = [...tables.flatMap((table) => rows[table].map((r) => r.image ?? r.photo))];
    const urls = images.filter((u): u is string => typeof u === 'string');
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('writes pages that hang together: sections, steps, paragraphs and questionnaires', async () => {
    const { rows, founder } = await everything(ctx());
    for (const page of rows.story_pages) {
      expect(paragraphs(String(page.body_zh))).toBe(2);
      expect(paragraphs(String(page.body_en))).toBe(2);
      const sections = rows.story_sections.filter((s) => s.page === page.page);
      expect(sections.length).toBeGreaterThanOrEqual(4);
      expect(sections.length).toBeLessThanOrEqual(6);
    }
    for (const p of rows.processes) {
      const steps = rows.process_steps.filter((s) => s.process_id === p.id);
      expect(steps.length).toBeGreaterThanOrEqual(4);
      expect(steps.length).toBeLessThanOrEqual(6);
    }
    for (const n of rows.news) {
      expect(paragraphs(String(n.content_zh))).toBeGreaterThanOrEqual(3);
      expect(paragraphs(String(n.content_en))).toBe(paragraphs(String(n.content_zh)));
    }
    for (const r of rows.rich_texts)
      for (const html of [String(r.content_zh), String(r.content_en)])
        expect(html).toMatch(/^<p>.*<h2>.*<\/h2>.*<(ul|p)>/s);
    expect(founder?.bio.en?.match(/<p>/g)).toHaveLength(3);

    expect(new Set(rows.job_positions.map((p) => p.kind))).toEqual(new Set(JOB_KINDS));
    expect(rows.job_positions.filter((p) => p.open === 0)).toHaveLength(1);
    expect(rows.job_positions.map((p) => p.city_en)).toContain('Shanghai');
    for (const p of rows.job_positions) {
      const questions = rows.job_questions.filter((q) => q.position_id === p.id);
      expect(questions.length).toBeGreaterThanOrEqual(3);
      expect(questions.length).toBeLessThanOrEqual(6);
      expect(questions.some((q) => q.required === 1)).toBe(true);
      for (const q of questions) {
        const options = rows.job_question_options.filter((o) => o.question_id === q.id);
        if (q.kind === 'text') expect(options, String(q.title_en)).toEqual([]);
        else expect(options.length, String(q.title_en)).toBeGreaterThanOrEqual(2);
      }
    }
    const kinds = new Set(rows.job_questions.map((q) => q.kind));
    expect(kinds).toEqual(new Set(QUESTION_KINDS));
    expect(rows.job_questions.some((q) => q.required === 0)).toBe(true);
  });

  it('tells the same story as the rest of the studio: names, years and places agree', async () => {
    const t = ctx();
    const { rows, founder } = await everything(t);
    const company = await t.app.services.settings.get('company');
    const timeline = founder?.timeline.map((e) => e.year) ?? [];
    for (const m of company?.milestones ?? []) expect(timeline).toContain(m.year);
    expect(founder?.name).toEqual({ 'zh-cn': '林澈', en: 'Lin Che' });
    expect(rows.team_members[0]).toMatchObject({ name_en: 'Lin Che', joined_year: 2016 });

    const artisans = await t.app.db.selectFrom('artisans').select(['name_en']).execute();
    const names = new Set(artisans.map((a) => a.name_en));
    for (const w of rows.gallery_works) expect(names.has(String(w.artist_en))).toBe(true);

    const dates = rows.news.map((n) => Number(n.published_at));
    expect(new Set(dates).size).toBe(dates.length);
    const years = new Set(dates.map((d) => new Date(d).getUTCFullYear()));
    expect(years).toEqual(new Set([2023, 2024, 2025, 2026]));
    expect(Math.max(...dates)).toBeLessThanOrEqual(Date.now());
    for (const text of [...rows.news, ...rows.story_sections].map((r) => JSON.stringify(r)))
      expect(text).not.toMatch(/lorem|ipsum|TODO/i);
  });

  it('is what a visitor reads, newest news first and only open positions', async () => {
    const { app } = ctx();
    const news = await call(app, 'newsList', { lang: 'en', limit: 3 });
    expect(news.body.data).toMatchObject({ total: 14 });
    expect(news.body.data.list.map((n: { title: string }) => n.title)).toEqual([
      '“Fireflies” lights up the mixed-reality hall',
      'Atelier turns ten: “Ten Years” opens on Wensan Road',
      'Shen Zhiwei’s autumn show “Nine Creeks” opens on Wensan Road',
    ]);
    const jobs = await call(app, 'joinUs', { lang: 'zh-cn' });
    expect(jobs.body.data.total).toBe(7);
    expect(jobs.body.data.list[0]).toMatchObject({
      kind: 'programme',
      title: '超级个体计划 · 独立创作者',
    });
    const programme = await call(app, 'richText', { key: 'super_individual', lang: 'en' });
    expect(programme.body.data.title).toBe('The Super Individual programme');
    expect(programme.body.data.content).toContain('Join us');
  });

  it('running it again on a seeded database changes nothing', async () => {
    const t = ctx();
    const before = { ...(await everything(t)), files: await siteFiles(t) };
    // 3 page heroes, 15 sections, 24 works, 8 members and the founder, 5 + 5 + 14 + 4 cards.
    expect(before.files).toHaveLength(79);
    await seedDemo(t.app);
    expect({ ...(await everything(t)), files: await siteFiles(t) }).toEqual(before);
  });
});

describe.each(databases)('a database seeded before the studio pages existed, on %s', (kind) => {
  const ctx = useTestApp(kind, {}, { demo: true });

  it('gets the pages and join-us on its next start', async () => {
    const t = ctx();
    const { app } = t;
    const seeded = await everything(t);
    // What an older seed left: the studio and its catalogue, none of these pages or pictures.
    // …nor the demo's applications to its postings.
    await app.db.deleteFrom('job_applications').execute();
    for (const table of [...tables].reverse()) await deleteRows(t, table);
    await app.db.deleteFrom('config').where('key', '=', 'founder').execute();
    for (const name of await readdir(seedDir(t)))
      if (SITE_FILE.test(name)) await rm(path.join(seedDir(t), name));

    await seedDemo(app);

    const after = await everything(t);
    expect(after.founder).toEqual(seeded.founder);
    const strip = (rows: Row[]) =>
      rows.map(({ id: _id, process_id: _p, position_id: _q, question_id: _o, ...row }) => row);
    for (const table of tables) expect(strip(after.rows[table])).toEqual(strip(seeded.rows[table]));
    for (const row of after.rows.gallery_works)
      expect((await stat(fileOf(t, String(row.image)))).size).toBeGreaterThan(0);
  });
});
