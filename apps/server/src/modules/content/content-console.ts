import {
  isContentList,
  SINGLETON_KEYS,
  type ActionOutput,
  type ActionParams,
  type ContentState,
  type Lang,
} from '@atelier/contract';
import type { Kysely } from 'kysely';
import { lockName } from '../../db/dialect';
import { pageFrom } from '../../db/paged-list';
import type { ContentTables } from '../../db/tables/content';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { ResponseCache } from '../../lib/response-cache';
import { toIso } from '../../lib/time';
import type { AuditService } from '../admin/audit-service';
import type { Auditor } from '../../kernel/auditor';
import type { SettingsRepository } from '../settings/settings-repository';
import { missingEnglish, sanitizedBody, titleOf, type Body, type Kind } from './content-bodies';
import { contentDrafts, type Draft } from './content-drafts';
import { kindStores, type KindStore, type LiveItem } from './content-kinds';
import type { NewsSchedule } from './news-schedule';

interface ContentConsoleDeps {
  settings: SettingsRepository;
  publicCache: ResponseCache;
  clock: Clock;
  history: AuditService['history'];
  schedule: NewsSchedule;
}

type ItemRow = ActionOutput<'contentSave'>;

const isSingleton = (kind: Kind) => !isContentList(kind);

/** Where an item stands for visitors at `now`. */
function stateOf(live: LiveItem | undefined, now: number): ContentState {
  if (!live?.published) return 'draft';
  return live.publish_at !== null && live.publish_at > now ? 'scheduled' : 'published';
}

/** The console's row of an item: its title and flags are those of the version being edited. */
function itemRow(
  kind: Kind,
  key: string,
  live: LiveItem | undefined,
  draft: Draft | undefined,
  now: number,
): ItemRow {
  const edited: Body | undefined = draft?.body ?? live?.body;
  const times = [live?.updated_at, draft?.updated_at].filter((t) => typeof t === 'number');
  return {
    kind,
    key,
    ...(edited ? titleOf(edited) : { title_zh: '', title_en: '' }),
    state: stateOf(live, now),
    publish_at: live?.publish_at != null ? toIso(live.publish_at) : null,
    has_draft: draft !== undefined,
    missing_english: edited ? missingEnglish(edited) : [],
    sort: live?.sort ?? 0,
    updated_at: times.length > 0 ? toIso(Math.max(...times)) : null,
  };
}

/** An item's two versions: what the site shows and the saved draft, either possibly absent. */
interface Version {
  live?: LiveItem;
  draft?: Draft;
}

/** What the audit trail keeps of an item: what the site shows, where it stands, and the draft. */
function snapshot(live: LiveItem | undefined, draft: Draft | undefined, now: number) {
  if (!live && !draft) return null;
  return {
    ...(live ? { state: stateOf(live, now), ...live.body } : { state: 'draft' }),
    draft: draft?.body ?? null,
  };
}

const withPreview = (path: string) => `${path}${path.includes('?') ? '&' : '?'}preview=1`;

/** The studio's site as editors change it: drafts, publishing, order, and the trail of it. */
export function contentConsole(db: Kysely<ContentTables>, deps: ContentConsoleDeps) {
  const stores = kindStores(deps.settings);
  const { clock } = deps;

  /**
   * Makes writes to one item (or one kind's order) run one at a time until the transaction
   * ends, so a save and a publish racing leave one consistent item. SQLite already runs one
   * write transaction at a time.
   */
  async function lock(trx: Kysely<ContentTables>, name: string) {
    await lockName(trx, `content:${name}`);
  }

  /** Once a write that changed the site has committed, visitors' cached pages are forgotten. */
  async function forgetPages() {
    await deps.publicCache.invalidate('pages');
    deps.schedule.changed();
  }

  /** Runs a write in one transaction; `siteChanged` says whether visitors see a difference. */
  async function write<T>(
    siteChanged: boolean | ((result: T) => boolean),
    work: (trx: Kysely<ContentTables>) => Promise<T>,
  ): Promise<T> {
    const result = await db.transaction().execute(work);
    if (typeof siteChanged === 'function' ? siteChanged(result) : siteChanged) await forgetPages();
    return result;
  }

  function storeOf(kind: Kind, key: string): KindStore {
    const store = stores[kind];
    if (!store.knows(key)) throw new AppError('contentNotFound');
    return store;
  }

  /** The item as it stands inside a transaction: refused when neither live nor drafted. */
  async function current(trx: Kysely<ContentTables>, kind: Kind, key: string) {
    const store = storeOf(kind, key);
    await lock(trx, `${kind}:${key}`);
    const [live, draft] = await Promise.all([
      store.one(trx, key),
      contentDrafts(trx).one(kind, key),
    ]);
    if (!live && !draft && !isSingleton(kind)) throw new AppError('contentNotFound');
    return { store, live, draft };
  }

  /** Every write's audit row: the item's kind and key, as it stood before and after. */
  const trail = (
    audit: Auditor,
    trx: Kysely<ContentTables>,
    kind: Kind,
    key: string,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ) => audit.record(trx, { target_type: `content_${kind}`, target_id: key, before, after });

  /** Records a change of an item in the trail and answers the item as it now stands. */
  async function settled(
    audit: Auditor,
    trx: Kysely<ContentTables>,
    { kind, key, now }: { kind: Kind; key: string; now: number },
    before: Version,
    after: Version,
  ): Promise<ItemRow> {
    const was = snapshot(before.live, before.draft, now);
    await trail(audit, trx, kind, key, was, snapshot(after.live, after.draft, now));
    return itemRow(kind, key, after.live, after.draft, now);
  }

  return {
    async list({
      kind,
      keyword,
      page,
      limit,
    }: ActionParams<'contentList'>): Promise<ActionOutput<'contentList'>> {
      const [items, drafts] = await Promise.all([
        stores[kind].all(db),
        contentDrafts(db).ofKind(kind),
      ]);
      const now = clock.now();
      const live = new Map(items.map((item) => [item.key, item]));
      // A singleton is listed whether or not it was ever written, so it can be.
      const keys =
        kind in SINGLETON_KEYS
          ? [...SINGLETON_KEYS[kind as keyof typeof SINGLETON_KEYS]]
          : items.map((item) => item.key);
      let rows = keys.map((key) => itemRow(kind, key, live.get(key), drafts.get(key), now));
      const wanted = keyword?.toLowerCase();
      if (wanted)
        rows = rows.filter((row) =>
          [row.title_zh, row.title_en, row.key].some((t) => t.toLowerCase().includes(wanted)),
        );
      return pageFrom(
        { page, limit },
        async (offset) => ({ rows: rows.slice(offset, offset + limit), total: rows.length }),
        (found) => found,
      );
    },

    async info(
      { kind, key }: ActionParams<'contentInfo'>,
      lang: Lang,
    ): Promise<ActionOutput<'contentInfo'>> {
      const store = storeOf(kind, key);
      const [live, draft, history] = await Promise.all([
        store.one(db, key),
        contentDrafts(db).one(kind, key),
        deps.history(`content_${kind}`, key, lang),
      ]);
      if (!live && !draft && !isSingleton(kind)) throw new AppError('contentNotFound');
      return {
        ...itemRow(kind, key, live, draft, clock.now()),
        live: live?.body ?? null,
        draft: draft?.body ?? null,
        preview_path: withPreview(store.path(key)),
        history,
      };
    },

    async save(
      { key, publish, body: raw }: ActionParams<'contentSave'>,
      audit: Auditor,
    ): Promise<ActionOutput<'contentSave'>> {
      const body = sanitizedBody(raw);
      const { kind } = body;
      if (key === undefined && isSingleton(kind)) throw new AppError('contentNotFound');
      const store = key === undefined ? stores[kind] : storeOf(kind, key);
      // Changes to what visitors see wait as a draft; an item not on the site is edited in place.
      // A draft kept beside a page on the site leaves what visitors see as it was.
      return write(
        (row) => !row.has_draft,
        async (trx) => {
          const now = clock.now();
          const found = key === undefined ? undefined : await current(trx, kind, key);
          const live = found?.live;
          const drafts = contentDrafts(trx);
          const keptAsDraft = !publish && (live?.published === true || isSingleton(kind));
          let saved: string;
          if (keptAsDraft && key !== undefined) {
            await drafts.put(kind, key, body, now);
            saved = key;
          } else {
            saved = await store.write(trx, key, body, now);
            if (publish) await store.list?.setPublished(trx, saved, true, now);
            if (found?.draft) await drafts.remove(kind, saved);
          }
          const [after, draftAfter] = await Promise.all([
            store.one(trx, saved),
            drafts.one(kind, saved),
          ]);
          return settled(
            audit,
            trx,
            { kind, key: saved, now },
            { live, draft: found?.draft },
            { live: after, draft: draftAfter },
          );
        },
      );
    },

    async publish(
      { kind, key }: ActionParams<'contentPublish'>,
      audit: Auditor,
    ): Promise<ActionOutput<'contentPublish'>> {
      return write(true, async (trx) => {
        const now = clock.now();
        const { store, live, draft } = await current(trx, kind, key);
        if (!live && !draft) throw new AppError('contentNotFound');
        if (live?.published && !draft) throw new AppError('contentAlreadyPublished');
        if (draft) {
          await store.write(trx, key, draft.body, now);
          await contentDrafts(trx).remove(kind, key);
        }
        await store.list?.setPublished(trx, key, true, now);
        const after = await store.one(trx, key);
        return settled(audit, trx, { kind, key, now }, { live, draft }, { live: after });
      });
    },

    async unpublish(
      { kind, key }: ActionParams<'contentUnpublish'>,
      audit: Auditor,
    ): Promise<ActionOutput<'contentUnpublish'>> {
      if (isSingleton(kind)) throw new AppError('contentAlwaysOnSite');
      return write(true, async (trx) => {
        const now = clock.now();
        const { store, live, draft } = await current(trx, kind, key);
        if (!live?.published) throw new AppError('contentNotPublished');
        await store.list?.setPublished(trx, key, false, now);
        const after = await store.one(trx, key);
        return settled(audit, trx, { kind, key, now }, { live, draft }, { live: after, draft });
      });
    },

    async discard(
      { kind, key }: ActionParams<'contentDiscard'>,
      audit: Auditor,
    ): Promise<ActionOutput<'contentDiscard'>> {
      return write(false, async (trx) => {
        const now = clock.now();
        const { live, draft } = await current(trx, kind, key);
        if (!draft) throw new AppError('contentNoDraft');
        await contentDrafts(trx).remove(kind, key);
        return settled(audit, trx, { kind, key, now }, { live, draft }, { live });
      });
    },

    async remove(
      { kind, key }: ActionParams<'contentDelete'>,
      audit: Auditor,
    ): Promise<ActionOutput<'contentDelete'>> {
      if (isSingleton(kind)) throw new AppError('contentAlwaysOnSite');
      return write(true, async (trx) => {
        const now = clock.now();
        const { store, live, draft } = await current(trx, kind, key);
        if (!live) throw new AppError('contentNotFound');
        await store.list?.remove(trx, key);
        await contentDrafts(trx).remove(kind, key);
        await trail(audit, trx, kind, key, snapshot(live, draft, now), null);
        return {};
      });
    },

    async reorder(
      { kind, keys }: ActionParams<'contentReorder'>,
      audit: Auditor,
    ): Promise<ActionOutput<'contentReorder'>> {
      const store = stores[kind];
      return write(true, async (trx) => {
        await lock(trx, `${kind}:order`);
        const items = await store.all(trx);
        // A new order names every item once, no more and no fewer.
        const known = new Set(items.map((item) => item.key));
        if (keys.length !== known.size || keys.some((key) => !known.has(key)))
          throw new AppError('reorderIncomplete');
        const sorts = new Map(items.map((item) => [item.key, item.sort]));
        for (const [index, key] of keys.entries()) {
          const sort = index + 1;
          if (sorts.get(key) === sort) continue;
          await store.list?.setSort?.(trx, key, sort);
          await trail(audit, trx, kind, key, { sort: sorts.get(key) }, { sort });
        }
        // The same order again is still a request someone made: the trail says it changed nothing.
        if (audit.rows === 0) await trail(audit, trx, kind, keys[0] ?? '', {}, {});
        return {};
      });
    },
  };
}
export type ContentConsole = ReturnType<typeof contentConsole>;
