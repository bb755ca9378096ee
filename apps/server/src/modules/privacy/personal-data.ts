import { ownTables, type Connection } from '../../db/connection';
import type { Lang } from '@atelier/contract';
import type { PrivacyTables } from '../../db/tables/privacy';
import { accountPersonalData } from '../account/account-personal-data-service';
import { artisanPersonalData } from '../artisan/artisan-personal-data-service';
import { authenticityPersonalData } from '../authenticity/authenticity-personal-data-service';
import { catalogPersonalData } from '../catalog/catalog-personal-data-service';
import { communityPersonalData } from '../community/community-personal-data-service';
import { dropPersonalData } from '../drop/drop-personal-data-service';
import { hiringPersonalData } from '../hiring/hiring-personal-data-service';
import { orderPersonalData } from '../order/order-personal-data-service';
import { pointsPersonalData } from '../points/points-personal-data-service';

/** Everything the shop keeps about one customer, each part read by the module that owns it. */
export async function collectPersonalData(dbGiven: Connection, userId: number, lang: Lang) {
  const db = ownTables<PrivacyTables>(dbGiven);
  const { profile, addresses } = await accountPersonalData(db, userId);
  const artists = await artisanPersonalData(db, userId, lang);
  return {
    profile,
    addresses,
    orders: await orderPersonalData(db, userId, lang),
    points_ledger: await pointsPersonalData(db, userId),
    favourites: await catalogPersonalData(db, userId, lang),
    follows: artists.follows,
    artist_likes: artists.likes,
    applications: await hiringPersonalData(db, userId, lang),
    community: await communityPersonalData(db, userId, lang),
    serials: await authenticityPersonalData(db, userId, lang),
    drops: await dropPersonalData(db, userId, lang),
  };
}
export type PersonalData = Awaited<ReturnType<typeof collectPersonalData>>;

type Application = PersonalData['applications'][number];
/** An application as the archive tells it: the résumé by its place in the zip, not on the disk. */
export type ArchivedApplication = Omit<Application, 'resume'> & {
  resume: { name: string; size: number; archive_file: string | null } | null;
};
export type ArchiveData = Omit<PersonalData, 'applications'> & {
  applications: ArchivedApplication[];
};
