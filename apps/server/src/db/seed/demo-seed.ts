import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sanitizeRichText } from '../../lib/rich-text';
import type { Services } from '../../services';
import type { Database } from '../schema';
import { drawArtwork } from './artwork';
import { hashPassword } from '../../modules/account/passwords';
import { accounts, banners, categories, company, links, shop } from './demo-content';

const SEED_DIR = 'seed';

async function writeArtwork(uploadsDir: string, name: string, svg: string): Promise<string> {
  await writeFile(path.join(uploadsDir, SEED_DIR, name), svg);
  return `/uploads/${SEED_DIR}/${name}`;
}

/**
 * Fills an empty database with the demo studio. The shop setting marks a seeded database, so
 * running it again (every start) changes nothing; the rows go in one transaction or not at all.
 */
export async function seedDemo(
  db: Kysely<Database>,
  services: Services,
  uploadsDir: string,
  log: FastifyBaseLogger,
): Promise<void> {
  if (await services.settings.get('shop')) return;
  await mkdir(path.join(uploadsDir, SEED_DIR), { recursive: true });

  const now = Date.now();
  const bannerRows = await Promise.all(
    banners.map(async (b, i) => ({
      position: b.position,
      title_zh: b.title[0],
      title_en: b.title[1],
      subtitle_zh: b.subtitle[0],
      subtitle_en: b.subtitle[1],
      image: await writeArtwork(uploadsDir, `banner-${i + 1}.svg`, drawArtwork(b.art[0], b.art[1])),
      link: b.link,
      sort: i,
      created_at: now,
    })),
  );
  const categoryRows = await Promise.all(
    categories.map(async (c, i) => ({
      type: c.type,
      name_zh: c.name[0],
      name_en: c.name[1],
      image: await writeArtwork(
        uploadsDir,
        `category-${i + 1}.svg`,
        drawArtwork(c.art, 'mosaic', 600, 600),
      ),
      sort: i,
      created_at: now,
    })),
  );
  const userRows = await Promise.all(
    accounts.map(async ({ password, ...account }) => ({
      ...account,
      avatar: '',
      password_hash: await hashPassword(password),
      score_total: account.score,
      created_at: now,
      updated_at: now,
    })),
  );
  await writeArtwork(uploadsDir, 'company.svg', drawArtwork(2016, 'orbits', 1200, 1200));
  await writeArtwork(uploadsDir, 'logo.svg', drawArtwork(7, 'orbits', 256, 256));

  await db.transaction().execute(async (trx) => {
    await trx.insertInto('users').values(userRows).execute();
    await trx.insertInto('banners').values(bannerRows).execute();
    await trx.insertInto('product_categories').values(categoryRows).execute();
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
