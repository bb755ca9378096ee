import type { FileStorage } from '../storage/file-storage';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { sanitizeRichText } from '../lib/rich-text';
import type { Services } from '../services';
import { exclusively } from '../db/dialect';
import type { Database } from '../db/schema';
import { drawArtwork } from './artwork';
import { seedCatalog } from './catalog-seed';
import { hashPassword } from '../modules/account/passwords';
import { accounts, banners, company, links, shop } from './demo-content';
import { seedCommunity } from './demo-community';
import { seedPoints } from './demo-points';
import { seedSerials } from './demo-serials';
import { writeSeedFile } from './seed-files';
import { seedSite } from './site-seed';
import { seedApplications } from './demo-applications';

/**
 * Fills an empty database with the demo studio, then its catalogue, then its public pages and
 * join-us. Each part has its own mark of having been seeded, so running this on every start
 * changes nothing, and a database seeded before a part existed still gets that part. Instances
 * starting together take turns: the second finds the marks of the first.
 */
export async function seedDemo(app: FastifyInstance): Promise<void> {
  const { db, services, log, clock } = app;
  const { production } = app.config;
  const { files } = services;
  // The README publishes the staff's passwords: a production shop gets its first administrator
  // from `npm run admin -- create`, never from here.
  const seeded = production ? accounts.filter((account) => account.role === 'user') : accounts;
  await exclusively(db, 'seed-demo', async () => {
    await seedStudio(db, services, seeded, files, log);
    if (!production) await seedStaff(db, clock.now());
    await seedCatalog(db, files, log, clock);
    await seedSite(db, services, files, log);
    await seedApplications(db, services, log);
    await seedPoints(db, services, log);
    await seedCommunity(db, services, files, log);
    await seedSerials(db, services, log);
  });
}

/**
 * The demo staff of every role. A database seeded when only administrators existed gets the
 * others on its next start; a name or number someone has taken since is left to them.
 */
async function seedStaff(db: Kysely<Database>, now: number): Promise<void> {
  const staff = accounts.filter((account) => account.role !== 'user');
  const present = await db
    .selectFrom('users')
    .select('username')
    .where(
      'username',
      'in',
      staff.map((account) => account.username),
    )
    .execute();
  const taken = new Set(present.map((row) => row.username));
  for (const { password, ...account } of staff.filter((a) => !taken.has(a.username)))
    await db
      .insertInto('users')
      .values({
        ...account,
        avatar: '',
        password_hash: await hashPassword(password),
        score_total: account.score,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
}

/** Accounts, banners, links and the studio's settings; the shop setting marks them seeded. */
async function seedStudio(
  db: Kysely<Database>,
  services: Services,
  seeded: typeof accounts,
  files: FileStorage,
  log: FastifyBaseLogger,
): Promise<void> {
  if (await services.settings.get('shop')) return;

  const now = services.clock.now();
  const bannerRows = await Promise.all(
    banners.map(async (b, i) => ({
      position: b.position,
      title_zh: b.title[0],
      title_en: b.title[1],
      subtitle_zh: b.subtitle[0],
      subtitle_en: b.subtitle[1],
      image: await writeSeedFile(files, `banner-${i + 1}.svg`, drawArtwork(b.art[0], b.art[1])),
      link: b.link,
      sort: i,
      created_at: now,
    })),
  );
  const userRows = await Promise.all(
    seeded.map(async ({ password, ...account }) => ({
      ...account,
      avatar: '',
      password_hash: await hashPassword(password),
      score_total: account.score,
      created_at: now,
      updated_at: now,
    })),
  );
  await writeSeedFile(files, 'company.svg', drawArtwork(2016, 'orbits', 1200, 1200));
  await writeSeedFile(files, 'logo.svg', drawArtwork(7, 'orbits', 256, 256));

  await db.transaction().execute(async (trx) => {
    const users = await trx
      .insertInto('users')
      .values(userRows)
      .returning(['id', 'score'])
      .execute();
    // The points ledger explains every balance, the starting points included.
    const opening = users
      .filter((u) => u.score > 0)
      .map((u) => ({
        user_id: u.id,
        delta: u.score,
        balance_after: u.score,
        reason: 'opening',
        created_at: now,
      }));
    if (opening.length > 0) await trx.insertInto('points_ledger').values(opening).execute();
    await trx.insertInto('banners').values(bannerRows).execute();
    await trx
      .insertInto('links')
      .values(
        links.map((l, i) => ({
          link_group: l.group,
          name_zh: l.name[0],
          name_en: l.name[1],
          url: l.url,
          sort: i,
        })),
      )
      .execute();
    const settings = services.settings.within(trx);
    await settings.set('company', {
      ...company,
      intro: {
        'zh-cn': sanitizeRichText(company.intro['zh-cn']),
        en: sanitizeRichText(company.intro.en ?? ''),
      },
    });
    // Written last: its presence is what marks the database as seeded.
    await settings.set('shop', shop);
  });
  log.info('seeded the demo studio');
}
