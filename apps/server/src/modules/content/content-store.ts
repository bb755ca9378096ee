import type { Insertable, Kysely } from 'kysely';
import type { RichTextKey, StoryPage } from '@atelier/contract';
import type { Database } from '../../db/schema';
import type {
  GalleryWorksTable,
  MrExperiencesTable,
  NewsTable,
  ProcessesTable,
  ProcessStepsTable,
  RichTextsTable,
  StoryPagesTable,
  StorySectionsTable,
  TeamMembersTable,
  TechnologiesTable,
} from '../../db/tables/content';
import type { Text } from '../../i18n/localized';
import type { ResponseCache } from '../../lib/response-cache';
import { sanitizeRichText } from '../../lib/rich-text';
import type { SettingsRepository } from '../settings/settings-repository';
import type { Setting } from '../settings/settings-schemas';

/**
 * A value in both languages, as the settings hold them: Chinese always, English when translated.
 * An English left out (or blank) is answered in Chinese.
 */
export type Bilingual = Text;
/** A list in both languages (technology tags); an empty English list is answered in Chinese. */
export type BilingualList = { 'zh-cn': string[]; en?: string[] };

/** The kinds shown in an order of their own: lower `sort` first, then in the order written. */
interface Sorted {
  sort?: number;
}

/** A page built of story sections (BUSINESS, Idea, city). `body` is HTML. */
export interface StoryPageInput {
  title: Bilingual;
  lead: Bilingual;
  body: Bilingual;
  image: string;
  /** In display order; they replace the page's previous sections. */
  sections: Array<{ title: Bilingual; subtitle: Bilingual; summary: Bilingual; image: string }>;
}

export interface GalleryWorkInput extends Sorted {
  title: Bilingual;
  artist: Bilingual;
  year: number;
  medium: Bilingual;
  description: Bilingual;
  image: string;
  /** Pixels of the image, so a page can lay it out before it loads. */
  width: number;
  height: number;
}

export interface TeamMemberInput extends Sorted {
  name: Bilingual;
  role: Bilingual;
  bio: Bilingual;
  photo: string;
  joined_year: number;
}

/** A process and its steps, in order. `content` is HTML; `duration` is words ("3 weeks"). */
export interface ProcessInput extends Sorted {
  title: Bilingual;
  summary: Bilingual;
  duration: Bilingual;
  content: Bilingual;
  image: string;
  steps: Array<{ title: Bilingual; text: Bilingual }>;
}

/** `content` is HTML. */
export interface TechnologyInput extends Sorted {
  title: Bilingual;
  summary: Bilingual;
  tags: BilingualList;
  content: Bilingual;
  image: string;
}

/** `content` is HTML; `published_at` is epoch milliseconds (news reads newest first). */
export interface NewsInput {
  category: Bilingual;
  title: Bilingual;
  summary: Bilingual;
  content: Bilingual;
  image: string;
  published_at: number;
}

/** `content` is HTML; `updated_at` (epoch milliseconds) defaults to now. */
export interface RichTextInput {
  title: Bilingual;
  content: Bilingual;
  updated_at?: number;
}

export interface MrExperienceInput extends Sorted {
  title: Bilingual;
  summary: Bilingual;
  location: Bilingual;
  open_hours: Bilingual;
  duration_minutes: number;
  image: string;
}

/** The founder's page, as the `founder` setting holds it; `bio` is HTML. */
export type FounderInput = Setting<'founder'>;

type Columns<F extends string> = Record<`${F}_zh` | `${F}_en`, string>;

const english = (value: Bilingual) => (value.en?.trim() ? value.en : '');

function sanitized(value: Bilingual): Bilingual {
  return { 'zh-cn': sanitizeRichText(value['zh-cn']), en: sanitizeRichText(english(value)) };
}

/** A bilingual value as its `<field>_zh` / `<field>_en` columns. */
function text<F extends string>(field: F, value: Bilingual): Columns<F> {
  return { [`${field}_zh`]: value['zh-cn'], [`${field}_en`]: english(value) } as Columns<F>;
}

/** The same for HTML, sanitised on its way in: the columns hold only what may be rendered. */
function html<F extends string>(field: F, value: Bilingual): Columns<F> {
  return text(field, sanitized(value));
}

/** A bilingual list as its JSON columns. */
function list<F extends string>(field: F, value: BilingualList): Columns<F> {
  return {
    [`${field}_zh`]: JSON.stringify(value['zh-cn']),
    [`${field}_en`]: JSON.stringify(value.en ?? []),
  } as Columns<F>;
}

/** The writes themselves, on a database or inside a transaction. */
function writes(db: Kysely<Database>, settings: SettingsRepository) {
  return {
    /** Writes a page's head and replaces its sections. */
    async storyPage(page: StoryPage, input: StoryPageInput): Promise<void> {
      const head = {
        page,
        ...text('title', input.title),
        ...text('lead', input.lead),
        ...html('body', input.body),
        image: input.image,
      } satisfies Insertable<StoryPagesTable>;
      const { page: _page, ...changes } = head;
      await db
        .insertInto('story_pages')
        .values(head)
        .onConflict((oc) => oc.column('page').doUpdateSet(changes))
        .execute();
      await db.deleteFrom('story_sections').where('page', '=', page).execute();
      if (input.sections.length === 0) return;
      await db
        .insertInto('story_sections')
        .values(
          input.sections.map(
            (s, i) =>
              ({
                page,
                ...text('title', s.title),
                ...text('subtitle', s.subtitle),
                ...text('summary', s.summary),
                image: s.image,
                sort: i,
              }) satisfies Insertable<StorySectionsTable>,
          ),
        )
        .execute();
    },

    /** Adds a work to the gallery; answers its id. */
    async galleryWork(input: GalleryWorkInput): Promise<number> {
      const row = await db
        .insertInto('gallery_works')
        .values({
          ...text('title', input.title),
          ...text('artist', input.artist),
          ...text('medium', input.medium),
          ...text('description', input.description),
          year: input.year,
          image: input.image,
          width: input.width,
          height: input.height,
          sort: input.sort ?? 0,
        } satisfies Insertable<GalleryWorksTable>)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Adds a member of the core team; answers its id. */
    async teamMember(input: TeamMemberInput): Promise<number> {
      const row = await db
        .insertInto('team_members')
        .values({
          ...text('name', input.name),
          ...text('role', input.role),
          ...text('bio', input.bio),
          photo: input.photo,
          joined_year: input.joined_year,
          sort: input.sort ?? 0,
        } satisfies Insertable<TeamMembersTable>)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Adds a process with its steps; answers its id. */
    async process(input: ProcessInput): Promise<number> {
      const row = await db
        .insertInto('processes')
        .values({
          ...text('title', input.title),
          ...text('summary', input.summary),
          ...text('duration', input.duration),
          ...html('content', input.content),
          image: input.image,
          sort: input.sort ?? 0,
        } satisfies Insertable<ProcessesTable>)
        .returning('id')
        .executeTakeFirstOrThrow();
      if (input.steps.length > 0) {
        await db
          .insertInto('process_steps')
          .values(
            input.steps.map(
              (step, i) =>
                ({
                  process_id: row.id,
                  ...text('title', step.title),
                  ...text('text', step.text),
                  sort: i,
                }) satisfies Insertable<ProcessStepsTable>,
            ),
          )
          .execute();
      }
      return row.id;
    },

    /** Adds a technology; answers its id. */
    async technology(input: TechnologyInput): Promise<number> {
      const row = await db
        .insertInto('technologies')
        .values({
          ...text('title', input.title),
          ...text('summary', input.summary),
          ...list('tags', input.tags),
          ...html('content', input.content),
          image: input.image,
          sort: input.sort ?? 0,
        } satisfies Insertable<TechnologiesTable>)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Publishes a news article; answers its id. */
    async news(input: NewsInput): Promise<number> {
      const row = await db
        .insertInto('news')
        .values({
          ...text('category', input.category),
          ...text('title', input.title),
          ...text('summary', input.summary),
          ...html('content', input.content),
          image: input.image,
          published_at: input.published_at,
        } satisfies Insertable<NewsTable>)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Writes (or rewrites) the text kept under `key`. */
    async richText(key: RichTextKey, input: RichTextInput): Promise<void> {
      const values = {
        key,
        ...text('title', input.title),
        ...html('content', input.content),
        updated_at: input.updated_at ?? Date.now(),
      } satisfies Insertable<RichTextsTable>;
      const { key: _key, ...changes } = values;
      await db
        .insertInto('rich_texts')
        .values(values)
        .onConflict((oc) => oc.column('key').doUpdateSet(changes))
        .execute();
    },

    /** Adds a mixed-reality experience; answers its id. */
    async mrExperience(input: MrExperienceInput): Promise<number> {
      const row = await db
        .insertInto('mr_experiences')
        .values({
          ...text('title', input.title),
          ...text('summary', input.summary),
          ...text('location', input.location),
          ...text('open_hours', input.open_hours),
          duration_minutes: input.duration_minutes,
          image: input.image,
          sort: input.sort ?? 0,
        } satisfies Insertable<MrExperiencesTable>)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Writes the founder's page (the `founder` setting). */
    async founder(input: FounderInput): Promise<void> {
      await settings.set('founder', { ...input, bio: sanitized(input.bio) });
    },
  };
}
export type ContentWrites = ReturnType<typeof writes>;

/**
 * Where the studio's public pages are written (the demo seed, the admin console). Each write is
 * atomic (a page with its sections, a process with its steps). Visitors' reads of these pages
 * are cached, so every write, once committed, forgets the cached answers.
 */
export function contentStore(
  db: Kysely<Database>,
  deps: { settings: SettingsRepository; publicCache: ResponseCache },
) {
  /** Runs writes as one: all or none are stored, and the cached answers are forgotten once. */
  async function transaction<R>(work: (store: ContentWrites) => Promise<R>): Promise<R> {
    const result = await db
      .transaction()
      .execute((trx) => work(writes(trx, deps.settings.within(trx))));
    await deps.publicCache.invalidate('pages');
    return result;
  }
  type Args<K extends keyof ContentWrites> = Parameters<ContentWrites[K]>;

  return {
    transaction,
    storyPage: (...args: Args<'storyPage'>) => transaction((s) => s.storyPage(...args)),
    galleryWork: (...args: Args<'galleryWork'>) => transaction((s) => s.galleryWork(...args)),
    teamMember: (...args: Args<'teamMember'>) => transaction((s) => s.teamMember(...args)),
    process: (...args: Args<'process'>) => transaction((s) => s.process(...args)),
    technology: (...args: Args<'technology'>) => transaction((s) => s.technology(...args)),
    news: (...args: Args<'news'>) => transaction((s) => s.news(...args)),
    richText: (...args: Args<'richText'>) => transaction((s) => s.richText(...args)),
    mrExperience: (...args: Args<'mrExperience'>) => transaction((s) => s.mrExperience(...args)),
    founder: (...args: Args<'founder'>) => transaction((s) => s.founder(...args)),
  };
}
export type ContentStore = ReturnType<typeof contentStore>;
