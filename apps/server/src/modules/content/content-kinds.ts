import { SINGLETON_KEYS, STORY_PAGES, type RichTextKey, type StoryPage } from '@atelier/contract';

import type { Generated, Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import type { ContentTables } from '../../db/tables/content';
import type {
  GalleryWorksTable,
  MrExperiencesTable,
  NewsTable,
  ProcessesTable,
  TeamMembersTable,
  TechnologiesTable,
} from '../../db/tables/content';
import type { LinksTable } from '../../db/tables/site';
import { textColumns } from '../../i18n/localized';
import { toIso } from '../../lib/time';
import type { SettingsRepository } from '../settings/settings-repository';
import { pairOf, textOf, type Body, type BodyOf, type Kind } from './content-bodies';

/** What the site shows of one item now, with where it stands. */
export interface LiveItem {
  key: string;
  body: Body;
  /** On the site (news: once `publish_at` has come); a singleton that exists always is. */
  published: boolean;
  publish_at: number | null;
  sort: number;
  updated_at: number | null;
}

/** How the live version of one kind is read and written. */
export interface KindStore {
  /** Every item, on the site or not, in display order. */
  all(db: Kysely<ContentTables>): Promise<LiveItem[]>;
  one(db: Kysely<ContentTables>, key: string): Promise<LiveItem | undefined>;
  /** Writes the live version; a new list item (no key) is created off the site. Answers its key. */
  write(
    db: Kysely<ContentTables>,
    key: string | undefined,
    body: Body,
    now: number,
  ): Promise<string>;
  /** Whether `key` can name an item of the kind at all (a singleton's fixed keys). */
  knows(key: string): boolean;
  /** The site's page that shows the item. */
  path(key: string): string;
  list?: ListOps;
}

/** What only list items have: being on or off the site, removal and an order. */
export interface ListOps {
  setPublished(
    db: Kysely<ContentTables>,
    key: string,
    published: boolean,
    now: number,
  ): Promise<void>;
  remove(db: Kysely<ContentTables>, key: string): Promise<void>;
  /** Undefined for news, which reads newest first. */
  setSort?: (db: Kysely<ContentTables>, key: string, sort: number) => Promise<void>;
}

type ListTable =
  | 'gallery_works'
  | 'team_members'
  | 'processes'
  | 'technologies'
  | 'mr_experiences'
  | 'news'
  | 'links';

/** The columns every list table shares; `sort` all but news have. */
interface ListRow {
  id: Generated<number>;
  published: Generated<number>;
  updated_at: number | null;
  sort: number;
}
type Common = Kysely<Record<ListTable, ListRow>>;
/** The kind's own columns are checked by each spec; the shared statements see only these. */
type Loose = Kysely<Record<ListTable, ListRow & Record<string, unknown>>>;

const idOf = (key: string) => (/^\d{1,15}$/.test(key) ? Number(key) : undefined);

interface ListSpec<Row> {
  table: ListTable;
  ordered: boolean;
  columns(body: Body): Record<string, unknown>;
  body(row: Row): Body;
  path(key: string): string;
  /** The process's steps: written beside the row. */
  children?: {
    read(db: Kysely<ContentTables>, id: number): Promise<Record<string, unknown>>;
    write(db: Kysely<ContentTables>, id: number, body: Body): Promise<void>;
  };
}

function listStore<Row extends { id: number; published: number; updated_at: number | null }>(
  spec: ListSpec<Row>,
): KindStore {
  const { table } = spec;
  const live = async (
    db: Kysely<ContentTables>,
    row: Row & { sort?: number },
  ): Promise<LiveItem> => {
    const extra = spec.children ? await spec.children.read(db, row.id) : {};
    const body = { ...spec.body(row), ...extra } as Body;
    const publishAt = 'published_at' in row ? Number(row.published_at) : null;
    return {
      key: String(row.id),
      body,
      published: row.published === 1,
      publish_at: publishAt,
      sort: row.sort ?? 0,
      updated_at: row.updated_at,
    };
  };
  const select = (db: Kysely<ContentTables>) =>
    (db as unknown as Loose).selectFrom(table).selectAll();

  return {
    async all(db) {
      let query = select(db);
      query = spec.ordered
        ? query.orderBy('sort').orderBy('id')
        : query.orderBy('published_at' as 'id', 'desc').orderBy('id', 'desc');
      const rows = (await query.execute()) as unknown as Row[];
      return Promise.all(rows.map((row) => live(db, row)));
    },
    async one(db, key) {
      const id = idOf(key);
      if (id === undefined) return undefined;
      const row = (await select(db).where('id', '=', id).executeTakeFirst()) as Row | undefined;
      return row ? live(db, row) : undefined;
    },
    async write(db, key, body, now) {
      const loose = db as unknown as Loose;
      const columns = { ...spec.columns(body), updated_at: now };
      let id = key === undefined ? undefined : idOf(key);
      if (id === undefined) {
        let sort = 0;
        if (spec.ordered) {
          const last = await (db as unknown as Common)
            .selectFrom(table)
            .select((eb) => eb.fn.max('sort').as('sort'))
            .executeTakeFirst();
          sort = Number(last?.sort ?? 0) + 1;
        }
        const row = await loose
          .insertInto(table)
          .values({ ...columns, published: 0, ...(spec.ordered ? { sort } : {}) })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = Number(row.id);
      } else {
        await loose.updateTable(table).set(columns).where('id', '=', id).execute();
      }
      await spec.children?.write(db, id, body);
      return String(id);
    },
    knows: (key) => idOf(key) !== undefined,
    path: spec.path,
    list: {
      async setPublished(db, key, published, now) {
        await (db as unknown as Common)
          .updateTable(table)
          .set({ published: published ? 1 : 0, updated_at: now })
          .where('id', '=', Number(key))
          .execute();
      },
      async remove(db, key) {
        await (db as unknown as Common).deleteFrom(table).where('id', '=', Number(key)).execute();
      },
      ...(spec.ordered
        ? {
            async setSort(db: Kysely<ContentTables>, key: string, sort: number) {
              await (db as unknown as Common)
                .updateTable(table)
                .set({ sort })
                .where('id', '=', Number(key))
                .execute();
            },
          }
        : {}),
    },
  };
}

/** The body as the kind its store is for (the console dispatches on `kind`). */
const b = <K extends Kind>(body: Body, _kind: K) => body as BodyOf<K>;
const pair = <F extends string>(row: Record<`${F}_zh` | `${F}_en`, string>, field: F) =>
  ({ [`${field}_zh`]: row[`${field}_zh`], [`${field}_en`]: row[`${field}_en`] }) as Record<
    `${F}_zh` | `${F}_en`,
    string
  >;
const tags = z.array(z.string());

const gallery = listStore<Selectable<GalleryWorksTable>>({
  table: 'gallery_works',
  ordered: true,
  columns(body) {
    const g = b(body, 'gallery');
    return {
      ...textColumns('title', textOf(g, 'title')),
      ...textColumns('artist', textOf(g, 'artist')),
      ...textColumns('medium', textOf(g, 'medium')),
      ...textColumns('description', textOf(g, 'description')),
      year: g.year,
      image: g.image,
      width: g.width,
      height: g.height,
    };
  },
  body: (row) => ({
    kind: 'gallery',
    year: row.year,
    image: row.image,
    width: row.width,
    height: row.height,
    ...pair(row, 'title'),
    ...pair(row, 'artist'),
    ...pair(row, 'medium'),
    ...pair(row, 'description'),
  }),
  path: () => '/GALLERY',
});

const team = listStore<Selectable<TeamMembersTable>>({
  table: 'team_members',
  ordered: true,
  columns(body) {
    const m = b(body, 'team');
    return {
      ...textColumns('name', textOf(m, 'name')),
      ...textColumns('role', textOf(m, 'role')),
      ...textColumns('bio', textOf(m, 'bio')),
      photo: m.photo,
      joined_year: m.joined_year,
    };
  },
  body: (row) => ({
    kind: 'team',
    photo: row.photo,
    joined_year: row.joined_year,
    ...pair(row, 'name'),
    ...pair(row, 'role'),
    ...pair(row, 'bio'),
  }),
  path: () => '/CORETEAM',
});

const process = listStore<Selectable<ProcessesTable>>({
  table: 'processes',
  ordered: true,
  columns(body) {
    const p = b(body, 'process');
    return {
      ...textColumns('title', textOf(p, 'title')),
      ...textColumns('summary', textOf(p, 'summary')),
      ...textColumns('duration', textOf(p, 'duration')),
      ...textColumns('content', textOf(p, 'content')),
      image: p.image,
    };
  },
  body: (row) => ({
    kind: 'process',
    image: row.image,
    ...pair(row, 'title'),
    ...pair(row, 'summary'),
    ...pair(row, 'duration'),
    ...pair(row, 'content'),
    steps: [],
  }),
  children: {
    async read(db, id) {
      const steps = await db
        .selectFrom('process_steps')
        .selectAll()
        .where('process_id', '=', id)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return { steps: steps.map((s) => ({ ...pair(s, 'title'), ...pair(s, 'text') })) };
    },
    async write(db, id, body) {
      const { steps } = b(body, 'process');
      await db.deleteFrom('process_steps').where('process_id', '=', id).execute();
      if (steps.length === 0) return;
      await db
        .insertInto('process_steps')
        .values(
          steps.map((step, sort) => ({
            process_id: id,
            ...textColumns('title', textOf(step, 'title')),
            ...textColumns('text', textOf(step, 'text')),
            sort,
          })),
        )
        .execute();
    },
  },
  path: (key) => `/PROCESSDETAIL?id=${key}`,
});

const technology = listStore<Selectable<TechnologiesTable>>({
  table: 'technologies',
  ordered: true,
  columns(body) {
    const t = b(body, 'technology');
    return {
      ...textColumns('title', textOf(t, 'title')),
      ...textColumns('summary', textOf(t, 'summary')),
      ...textColumns('content', textOf(t, 'content')),
      tags_zh: JSON.stringify(t.tags_zh),
      tags_en: JSON.stringify(t.tags_en),
      image: t.image,
    };
  },
  body: (row) => ({
    kind: 'technology',
    image: row.image,
    tags_zh: tags.parse(JSON.parse(row.tags_zh)),
    tags_en: tags.parse(JSON.parse(row.tags_en)),
    ...pair(row, 'title'),
    ...pair(row, 'summary'),
    ...pair(row, 'content'),
  }),
  path: (key) => `/technologyDetail?id=${key}`,
});

const mr = listStore<Selectable<MrExperiencesTable>>({
  table: 'mr_experiences',
  ordered: true,
  columns(body) {
    const m = b(body, 'mr');
    return {
      ...textColumns('title', textOf(m, 'title')),
      ...textColumns('summary', textOf(m, 'summary')),
      ...textColumns('location', textOf(m, 'location')),
      ...textColumns('open_hours', textOf(m, 'open_hours')),
      duration_minutes: m.duration_minutes,
      image: m.image,
    };
  },
  body: (row) => ({
    kind: 'mr',
    image: row.image,
    duration_minutes: row.duration_minutes,
    ...pair(row, 'title'),
    ...pair(row, 'summary'),
    ...pair(row, 'location'),
    ...pair(row, 'open_hours'),
  }),
  path: () => '/mrExperience',
});

const news = listStore<Selectable<NewsTable>>({
  table: 'news',
  ordered: false,
  columns(body) {
    const n = b(body, 'news');
    return {
      ...textColumns('category', textOf(n, 'category')),
      ...textColumns('title', textOf(n, 'title')),
      ...textColumns('summary', textOf(n, 'summary')),
      ...textColumns('content', textOf(n, 'content')),
      image: n.image,
      published_at: Date.parse(n.publish_at),
    };
  },
  body: (row) => ({
    kind: 'news',
    image: row.image,
    publish_at: toIso(row.published_at),
    ...pair(row, 'category'),
    ...pair(row, 'title'),
    ...pair(row, 'summary'),
    ...pair(row, 'content'),
  }),
  path: (key) => `/newsDetail?id=${key}`,
});

const link = listStore<Selectable<LinksTable>>({
  table: 'links',
  ordered: true,
  columns(body) {
    const l = b(body, 'link');
    return { ...textColumns('name', textOf(l, 'name')), link_group: l.group, url: l.url };
  },
  body: (row) => ({ kind: 'link', group: row.link_group, url: row.url, ...pair(row, 'name') }),
  path: () => '/CONNECTION',
});

/** A kind with fixed keys, each one page: read and written whole. */
function singletonStore(
  keys: readonly string[],
  read: (
    db: Kysely<ContentTables>,
    key: string,
  ) => Promise<Omit<LiveItem, 'key' | 'sort'> | undefined>,
  write: (db: Kysely<ContentTables>, key: string, body: Body, now: number) => Promise<void>,
  path: (key: string) => string,
): KindStore {
  const knows = (key: string) => keys.includes(key);
  const one = async (db: Kysely<ContentTables>, key: string) => {
    if (!knows(key)) return undefined;
    const found = await read(db, key);
    return found ? { ...found, key, sort: keys.indexOf(key) } : undefined;
  };
  return {
    async all(db) {
      const items = await Promise.all(keys.map((key) => one(db, key)));
      return items.filter((item) => item !== undefined);
    },
    one,
    async write(db, key, body, now) {
      if (key === undefined || !knows(key)) throw new Error(`no ${body.kind} "${String(key)}"`);
      await write(db, key, body, now);
      return key;
    },
    knows,
    path,
  };
}

const settingItem = (body: Body) => ({
  body,
  published: true,
  publish_at: null,
  updated_at: null,
});

function company(settings: SettingsRepository) {
  return singletonStore(
    SINGLETON_KEYS.company,
    async (db) => {
      const c = await settings.within(db).get('company');
      if (!c) return undefined;
      return settingItem({
        kind: 'company',
        image: c.image,
        founded_year: c.founded_year,
        ...pairOf(c.name, 'name'),
        ...pairOf(c.slogan, 'slogan'),
        ...pairOf(c.intro, 'intro'),
        ...pairOf(c.city, 'city'),
        stats: c.stats.map((s) => ({ ...pairOf(s.label, 'label'), value: s.value })),
        milestones: c.milestones.map((m) => ({ year: m.year, ...pairOf(m.text, 'text') })),
      });
    },
    async (db, _key, body, now) => {
      const c = b(body, 'company');
      await settings.within(db).set(
        'company',
        {
          name: textOf(c, 'name'),
          slogan: textOf(c, 'slogan'),
          intro: textOf(c, 'intro'),
          city: textOf(c, 'city'),
          founded_year: c.founded_year,
          image: c.image,
          stats: c.stats.map((s) => ({ label: textOf(s, 'label'), value: s.value })),
          milestones: c.milestones.map((m) => ({ year: m.year, text: textOf(m, 'text') })),
        },
        now,
      );
    },
    () => '/about',
  );
}

function founder(settings: SettingsRepository) {
  return singletonStore(
    SINGLETON_KEYS.founder,
    async (db) => {
      const f = await settings.within(db).get('founder');
      if (!f) return undefined;
      return settingItem({
        kind: 'founder',
        portrait: f.portrait,
        ...pairOf(f.name, 'name'),
        ...pairOf(f.title, 'title'),
        ...pairOf(f.quote, 'quote'),
        ...pairOf(f.bio, 'bio'),
        facts: f.facts.map((fact) => ({
          ...pairOf(fact.label, 'label'),
          ...pairOf(fact.value, 'value'),
        })),
        timeline: f.timeline.map((m) => ({ year: m.year, ...pairOf(m.text, 'text') })),
      });
    },
    async (db, _key, body, now) => {
      const f = b(body, 'founder');
      await settings.within(db).set(
        'founder',
        {
          name: textOf(f, 'name'),
          title: textOf(f, 'title'),
          quote: textOf(f, 'quote'),
          bio: textOf(f, 'bio'),
          portrait: f.portrait,
          facts: f.facts.map((fact) => ({
            label: textOf(fact, 'label'),
            value: textOf(fact, 'value'),
          })),
          timeline: f.timeline.map((m) => ({ year: m.year, text: textOf(m, 'text') })),
        },
        now,
      );
    },
    () => '/FOUNDER',
  );
}

const STORY_PATHS: Record<StoryPage, string> = {
  business: '/BUSINESS',
  idea: '/Idea',
  city: '/city',
};

const story = singletonStore(
  STORY_PAGES,
  async (db, key) => {
    const page = key as StoryPage;
    const head = await db
      .selectFrom('story_pages')
      .selectAll()
      .where('page', '=', page)
      .executeTakeFirst();
    if (!head) return undefined;
    const sections = await db
      .selectFrom('story_sections')
      .selectAll()
      .where('page', '=', page)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return {
      body: {
        kind: 'story',
        image: head.image,
        ...pair(head, 'title'),
        ...pair(head, 'lead'),
        ...pair(head, 'body'),
        sections: sections.map((s) => ({
          image: s.image,
          ...pair(s, 'title'),
          ...pair(s, 'subtitle'),
          ...pair(s, 'summary'),
        })),
      },
      published: true,
      publish_at: null,
      updated_at: head.updated_at,
    };
  },
  async (db, key, body, now) => {
    const page = key as StoryPage;
    const s = b(body, 'story');
    const head = {
      ...textColumns('title', textOf(s, 'title')),
      ...textColumns('lead', textOf(s, 'lead')),
      ...textColumns('body', textOf(s, 'body')),
      image: s.image,
      updated_at: now,
    };
    await db
      .insertInto('story_pages')
      .values({ page, ...head })
      .onConflict((oc) => oc.column('page').doUpdateSet(head))
      .execute();
    await db.deleteFrom('story_sections').where('page', '=', page).execute();
    if (s.sections.length === 0) return;
    await db
      .insertInto('story_sections')
      .values(
        s.sections.map((section, sort) => ({
          page,
          ...textColumns('title', textOf(section, 'title')),
          ...textColumns('subtitle', textOf(section, 'subtitle')),
          ...textColumns('summary', textOf(section, 'summary')),
          image: section.image,
          sort,
        })),
      )
      .execute();
  },
  (key) => STORY_PATHS[key as StoryPage],
);

const richText = singletonStore(
  SINGLETON_KEYS.richText,
  async (db, key) => {
    const row = await db
      .selectFrom('rich_texts')
      .selectAll()
      .where('key', '=', key as RichTextKey)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      body: { kind: 'richText', ...pair(row, 'title'), ...pair(row, 'content') },
      published: true,
      publish_at: null,
      updated_at: row.updated_at,
    };
  },
  async (db, key, body, now) => {
    const r = b(body, 'richText');
    const values = {
      ...textColumns('title', textOf(r, 'title')),
      ...textColumns('content', textOf(r, 'content')),
      updated_at: now,
    };
    await db
      .insertInto('rich_texts')
      .values({ key: key as RichTextKey, ...values })
      .onConflict((oc) => oc.column('key').doUpdateSet(values))
      .execute();
  },
  (key) => `/richText?key=${key}`,
);

/** Every kind's live store. */
export function kindStores(settings: SettingsRepository): Record<Kind, KindStore> {
  return {
    company: company(settings),
    founder: founder(settings),
    story,
    richText,
    gallery,
    team,
    process,
    technology,
    mr,
    news,
    link,
  };
}
