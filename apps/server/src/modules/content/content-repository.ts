import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { RichTextKey, StoryPage } from '@atelier/contract';
import type { ContentTables } from '../../db/tables/content';

/** News on the site at `now`: published, and its time has come. */
const visibleAt =
  (now: number) =>
  <Q extends SelectQueryBuilder<ContentTables, 'news', object>>(query: Q): Q =>
    query.where('published', '=', 1).where('published_at', '<=', now) as Q;

/**
 * Reads of the studio's public pages: only what is published. They are written through the
 * content store and the console.
 */
export function contentRepository(db: Kysely<ContentTables>) {
  return {
    async storyPage(page: StoryPage) {
      const [head, sections] = await Promise.all([
        db.selectFrom('story_pages').selectAll().where('page', '=', page).executeTakeFirst(),
        db
          .selectFrom('story_sections')
          .selectAll()
          .where('page', '=', page)
          .orderBy('sort')
          .orderBy('id')
          .execute(),
      ]);
      return head ? { head, sections } : undefined;
    },

    async galleryPage(offset: number, limit: number) {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('gallery_works')
          .selectAll()
          .where('published', '=', 1)
          .orderBy('sort')
          .orderBy('id')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('gallery_works')
          .where('published', '=', 1)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    team() {
      return db
        .selectFrom('team_members')
        .selectAll()
        .where('published', '=', 1)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    /** Processes without their long content, each with its number of steps. */
    processes() {
      return db
        .selectFrom('processes')
        .select([
          'processes.id',
          'processes.title_zh',
          'processes.title_en',
          'processes.summary_zh',
          'processes.summary_en',
          'processes.duration_zh',
          'processes.duration_en',
          'processes.image',
        ])
        .select((eb) =>
          eb
            .selectFrom('process_steps')
            .select((c) => c.fn.countAll<number>().as('n'))
            .whereRef('process_steps.process_id', '=', 'processes.id')
            .as('step_count'),
        )
        .where('processes.published', '=', 1)
        .orderBy('processes.sort')
        .orderBy('processes.id')
        .execute();
    },

    async process(id: number) {
      const [row, steps] = await Promise.all([
        db
          .selectFrom('processes')
          .selectAll()
          .where('id', '=', id)
          .where('published', '=', 1)
          .executeTakeFirst(),
        db
          .selectFrom('process_steps')
          .selectAll()
          .where('process_id', '=', id)
          .orderBy('sort')
          .orderBy('id')
          .execute(),
      ]);
      return row ? { row, steps } : undefined;
    },

    technologies() {
      return db
        .selectFrom('technologies')
        .select([
          'id',
          'title_zh',
          'title_en',
          'summary_zh',
          'summary_en',
          'tags_zh',
          'tags_en',
          'image',
        ])
        .where('published', '=', 1)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    technology(id: number) {
      return db
        .selectFrom('technologies')
        .selectAll()
        .where('id', '=', id)
        .where('published', '=', 1)
        .executeTakeFirst();
    },

    /**
     * Published news without its content, newest first; equal times keep the later article
     * first. An article scheduled later than `now` is not there yet.
     */
    async newsPage(offset: number, limit: number, now: number) {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('news')
          .select([
            'id',
            'category_zh',
            'category_en',
            'title_zh',
            'title_en',
            'summary_zh',
            'summary_en',
            'image',
            'published_at',
          ])
          .$call(visibleAt(now))
          .orderBy('published_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('news')
          .$call(visibleAt(now))
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    news(id: number, now: number) {
      return db
        .selectFrom('news')
        .selectAll()
        .where('id', '=', id)
        .$call(visibleAt(now))
        .executeTakeFirst();
    },

    /** The articles either side of one in the list's order: the next older and the next newer. */
    async newsNeighbours({ id, published_at }: { id: number; published_at: number }, now: number) {
      const nearest = (beyond: '<' | '>', order: 'desc' | 'asc') =>
        db
          .selectFrom('news')
          .select(['id', 'title_zh', 'title_en'])
          .$call(visibleAt(now))
          .where((eb) =>
            eb.or([
              eb('published_at', beyond, published_at),
              eb.and([eb('published_at', '=', published_at), eb('id', beyond, id)]),
            ]),
          )
          .orderBy('published_at', order)
          .orderBy('id', order)
          .limit(1)
          .executeTakeFirst();
      const [previous, next] = await Promise.all([nearest('<', 'desc'), nearest('>', 'asc')]);
      return { previous, next };
    },

    richText(key: RichTextKey) {
      return db.selectFrom('rich_texts').selectAll().where('key', '=', key).executeTakeFirst();
    },

    mrExperiences() {
      return db
        .selectFrom('mr_experiences')
        .selectAll()
        .where('published', '=', 1)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },
  };
}
export type ContentRepository = ReturnType<typeof contentRepository>;
