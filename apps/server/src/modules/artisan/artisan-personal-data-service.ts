import { ownTables, type Connection } from '../../db/connection';
import type { Lang } from '@atelier/contract';
import type { ArtisanTables } from '../../db/tables/artisan';
import { localized } from '../../i18n/localized';
import { toIso } from '../../lib/time';

interface ArtistRow {
  artisan_id: number;
  name_zh: string;
  name_en: string;
  created_at: number;
}

/** The artists the customer follows, and those they liked. */
export async function artisanPersonalData(dbGiven: Connection, userId: number, lang: Lang) {
  const db = ownTables<ArtisanTables>(dbGiven);
  const follows = await db
    .selectFrom('artisan_follows as f')
    .innerJoin('artisans as a', 'a.id', 'f.artisan_id')
    .select(['f.artisan_id', 'a.name_zh', 'a.name_en', 'f.created_at'])
    .where('f.user_id', '=', userId)
    .orderBy('f.id')
    .execute();
  const likes = await db
    .selectFrom('artisan_likes as l')
    .innerJoin('artisans as a', 'a.id', 'l.artisan_id')
    .select(['l.artisan_id', 'a.name_zh', 'a.name_en', 'l.created_at'])
    .where('l.user_id', '=', userId)
    .orderBy('l.id')
    .execute();
  const shown = (rows: ArtistRow[]) =>
    rows.map((r) => ({
      artisan_id: r.artisan_id,
      name: localized(r, 'name', lang),
      created_at: toIso(Number(r.created_at)),
    }));
  return { follows: shown(follows), likes: shown(likes) };
}
