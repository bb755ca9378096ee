import type { Insertable, Kysely } from 'kysely';
import type { RichTextKey, StoryPage } from '@atelier/contract';
import type { ContentTables } from '../../db/tables/content';
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
import { storedText, textColumns, type Text } from '../../i18n/localized';
import type { Clock } from '../../lib/clock';
import type { ResponseCache } from '../../lib/response-cache';
import { sanitizeRichText } from '../../lib/rich-text';
import type { SettingsRepository } from '../settings/settings-repository';
import type { Setting } from '../settings/settings-schemas';

/** A list in both languages (technology tags); an empty English list is answered in Chinese. */
export type BilingualList = { 'zh-cn': string[]; en?: string[] };

/** The kinds shown in an order of their own: lower `sort` first, then in the order written. */
interface Sorted {
  sort?: number;
}

/** A page built of story sections (BUSINESS, Idea, city). `body` is HTML. */
export interface StoryPageInput {
  title: Text;
  lead: Text;
  body: Text;
  image: string;
  /** In display order; they replace the page's previous sections. */
  sections: Array<{ title: Text; subtitle: Text; summary: Text; image: string }>;
}

export interface GalleryWorkInput extends Sorted {
  title: Text;
  artist: Text;
  year: number;
  medium: Text;
  description: Text;
  image: string;
  /** Pixels of the image, so a page can lay it out before it loads. */
  width: number;
  height: number;
}

export interface TeamMemberInput extends Sorted {
  name: Text;
  role: Text;
  bio: Text;
  photo: string;
  joined_year: number;
}

/** A process and its steps, in order. `content` is HTML; `duration` is words ("3 weeks"). */
export interface ProcessInput extends Sorted {
  title: Text;
  summary: Text;
  duration: Text;
  content: Text;
  image: string;
  steps: Array<{ title: Text; text: Text }>;
}

/** `content` is HTML. */
export interface TechnologyInput extends Sorted {
  title: Text;
  summary: Text;
  tags: BilingualList;
  content: Text;
  image: string;
}

/** `content` is HTML; `published_at` is epoch milliseconds (news reads newest first). */
export interface NewsInput {
  category: Text;
  title: Text;
  summary: Text;
  content: Text;
  image: string;
  published_at: number;
}

/** `content` is HTML; `updated_at` (epoch milliseconds) defaults to now. */
export interface RichTextInput {
  title: Text;
  content: Text;
  updated_at?: number;
}

export interface MrExperienceInput extends Sorted {
  title: Text;
  summary: Text;
  location: Text;
  open_hours: Text;
  duration_minutes: number;
  image: string;
}

/** The founder's page, as the `founder` setting holds it; `bio` is HTML. */
export type FounderInput = Setting<'founder'>;

/** HTML is sanitised on its way in: the columns hold only what may be rendered. */
function html<F extends string>(field: F, value: Text) {
  return textColumns(field, value, sanitizeRichText);
}

/** A bilingual list as its JSON columns. */
function list<F extends string>(field: F, value: BilingualList) {
  return textColumns(field, {
    'zh-cn': JSON.stringify(value['zh-cn']),
    en: JSON.stringify(value.en ?? []),
  });
}

/** The writes themselves, on a database or inside a transaction. */
function writes(db: Kysely<ContentTables>, settings: SettingsRepository, clock: Clock) {
  return {
    /** Writes a page's head and replaces its sections. */
    async storyPage(page: StoryPage, input: StoryPageInput): Promise<void> {
      const head = {
        page,
        ...textColumns('title', input.title),
        ...textColumns('lead', input.lead),
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
                ...textColumns('title', s.title),
                ...textColumns('subtitle', s.subtitle),
                ...textColumns('summary', s.summary),
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
          ...textColumns('title', input.title),
          ...textColumns('artist', input.artist),
          ...textColumns('medium', input.medium),
          ...textColumns('description', input.description),
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
          ...textColumns('name', input.name),
          ...textColumns('role', input.role),
          ...textColumns('bio', input.bio),
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
          ...textColumns('title', input.title),
          ...textColumns('summary', input.summary),
          ...textColumns('duration', input.duration),
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
                  ...textColumns('title', step.title),
                  ...textColumns('text', step.text),
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
          ...textColumns('title', input.title),
          ...textColumns('summary', input.summary),
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
          ...textColumns('category', input.category),
          ...textColumns('title', input.title),
          ...textColumns('summary', input.summary),
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
        ...textColumns('title', input.title),
        ...html('content', input.content),
        updated_at: input.updated_at ?? clock.now(),
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
          ...textColumns('title', input.title),
          ...textColumns('summary', input.summary),
          ...textColumns('location', input.location),
          ...textColumns('open_hours', input.open_hours),
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
      await settings.set('founder', { ...input, bio: storedText(input.bio, sanitizeRichText) });
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
  db: Kysely<ContentTables>,
  deps: { settings: SettingsRepository; publicCache: ResponseCache; clock: Clock },
) {
  /** Runs writes as one: all or none are stored, and the cached answers are forgotten once. */
  async function transaction<R>(work: (store: ContentWrites) => Promise<R>): Promise<R> {
    const result = await db
      .transaction()
      .execute((trx) => work(writes(trx, deps.settings.within(trx), deps.clock)));
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
