import { ownTables, type Connection } from '../../db/connection';
import { can } from '@atelier/contract';
import type { Kysely } from 'kysely';
import type { ContentTables } from '../../db/tables/content';
import type { Clock } from '../../lib/clock';
import type { AuthUser } from '../../kernel/identity';
import type { SettingsRepository } from '../settings/settings-repository';
import { siteServiceOn, type SiteService } from '../site/site-service';
import { contentDrafts } from './content-drafts';
import { kindStores } from './content-kinds';
import { contentRepository } from './content-repository';
import { contentService, type ContentService } from './content-service';
import type { PolicyFigures } from './policy-figures';

/** The services that answer the studio's public pages. */
export interface PageReaders {
  content: ContentService;
  site: SiteService;
}

/** The latest time a JavaScript date holds: every scheduled article has come by then. */
const END_OF_TIME = 8_640_000_000_000_000;

const LIST_TABLES = [
  'gallery_works',
  'team_members',
  'processes',
  'technologies',
  'mr_experiences',
  'news',
  'links',
] as const;
type Published = Kysely<Record<(typeof LIST_TABLES)[number], { published: number }>>;

/** Carries a preview's answer out of the transaction it rolls back. */
class Rollback<T> {
  constructor(readonly answer: T) {}
}

/**
 * The site as it will look once every draft is published, for staff who edit it. The drafts are
 * applied and every item is put on the site inside a transaction that is then rolled back, so a
 * preview is read by the very code that serves visitors and leaves the database as it was.
 */
export function contentPreview(
  dbGiven: Connection,
  settings: SettingsRepository,
  clock: Clock,
  figures: PolicyFigures,
) {
  const db = ownTables<ContentTables>(dbGiven);
  const stores = kindStores(settings);

  async function asPublished<T>(read: (readers: PageReaders) => Promise<T>): Promise<T> {
    try {
      await db.transaction().execute(async (trx) => {
        const now = clock.now();
        for (const draft of await contentDrafts(trx).all())
          await stores[draft.kind].write(trx, draft.key, draft.body, now);
        for (const table of LIST_TABLES)
          await (trx as unknown as Published).updateTable(table).set({ published: 1 }).execute();
        const inTrx = settings.within(trx);
        const answer = await read({
          content: contentService(contentRepository(trx), inTrx, () => END_OF_TIME, figures),
          site: siteServiceOn(trx, inTrx),
        });
        throw new Rollback(answer);
      });
    } catch (err) {
      if (err instanceof Rollback) return (err as Rollback<T>).answer;
      throw err;
    }
    throw new Error('a preview transaction ended without its answer');
  }

  /** Whether a request asks for, and may see, the preview. */
  const wanted = (preview: boolean | undefined, user: AuthUser | null): boolean =>
    preview === true && user !== null && can(user.role, 'content');

  return {
    wanted,

    /** `read` of the live site, or of the previewed one when the request may see it. */
    read<T>(
      live: PageReaders,
      preview: boolean | undefined,
      user: AuthUser | null,
      read: (readers: PageReaders) => Promise<T>,
    ): Promise<T> {
      return wanted(preview, user) ? asPublished(read) : read(live);
    },
  };
}
export type ContentPreview = ReturnType<typeof contentPreview>;
