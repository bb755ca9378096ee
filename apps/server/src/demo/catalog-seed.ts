import type { FileStorage } from '../storage/file-storage';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { sanitizeRichText } from '../lib/rich-text';
import type { Database } from '../db/schema';
import type { Clock } from '../lib/clock';
import { drawArtwork } from './artwork';
import { artists, type ArtistKey } from './demo-artists';
import {
  categoryDefaults,
  products,
  serialNote,
  withSerial,
  type ProductSeed,
} from './demo-catalog';
import { categories, type CategoryCode } from './demo-content';
import { drawPortrait, drawShot } from './product-shots';
import { writeSeedFile } from './seed-files';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Seeds the categories' codes, the artists with their works and both malls' products. It runs
 * while there are neither products nor artists, so a database seeded before the catalogue
 * existed gets it on its next start and a seeded one is left alone; all in one transaction.
 */
export async function seedCatalog(
  db: Kysely<Database>,
  files: FileStorage,
  log: FastifyBaseLogger,
  clock: Clock,
): Promise<void> {
  if ((await hasRows(db, 'products')) || (await hasRows(db, 'artisans'))) return;
  const now = clock.now();
  const write = (name: string, svg: string) => writeSeedFile(files, name, svg);

  const categoryImages = await Promise.all(
    categories.map((c, i) =>
      write(`category-${i + 1}.svg`, drawArtwork(c.art, 'mosaic', 600, 600)),
    ),
  );
  const artistRows = await Promise.all(
    artists.map(async (a, i) => ({
      ...bilingual('name', a.name),
      ...bilingual('title', a.title),
      ...bilingual('intro', a.intro),
      ...bilingual('bio', [a.bio[0].join('\n\n'), a.bio[1].join('\n\n')]),
      ...bilingual('city', a.city),
      avatar: await write(`artist-${i + 1}-avatar.svg`, drawPortrait(a.art, a.person)),
      cover: await write(`artist-${i + 1}-cover.svg`, drawArtwork(a.art[0], a.art[1], 1600, 600)),
      sort: i,
      like_count: a.following[0],
      follower_count: a.following[1],
      created_at: now,
    })),
  );
  const workRows = await Promise.all(
    artists.map((a, i) =>
      Promise.all(
        a.works.map(async (w, j) => {
          const [seed, style] = w.art;
          // Landscape, portrait or square, as the seed falls.
          const [width, height] = [
            [1200, 900],
            [900, 1200],
            [1000, 1000],
          ][seed % 3] ?? [1200, 900];
          return {
            ...bilingual('title', w.title),
            ...bilingual('medium', w.medium),
            ...bilingual('description', w.description),
            image: await write(
              `artist-${i + 1}-work-${j + 1}.svg`,
              drawArtwork(seed, style, width, height),
            ),
            year: w.year,
            sort: j,
            // A day within the year the work was made, so "newest first" follows the years.
            created_at: Math.min(now, Date.UTC(w.year, seed % 10, 1 + (seed % 27))),
          };
        }),
      ),
    ),
  );
  const productImages = await Promise.all(
    products.map((p, i) =>
      Promise.all(
        (p.shots ?? categoryDefaults[p.category].shots).map((kind, k) =>
          write(`product-${i + 1}-${k + 1}.svg`, drawShot(kind, ...p.art)),
        ),
      ),
    ),
  );

  await db.transaction().execute(async (trx) => {
    const categoryIds = await claimCategories(trx, categoryImages, now);
    const inserted = await trx
      .insertInto('artisans')
      .values(artistRows)
      .returning(['id', 'sort'])
      .execute();
    // RETURNING promises no order on SQLite, so rows are matched by their sort.
    const artistIds = new Map(inserted.map((row) => [artists[row.sort]?.key, row.id] as const));
    const artistId = (key: ArtistKey) => {
      const id = artistIds.get(key);
      if (id === undefined) throw new Error(`the artist ${key} was not inserted`);
      return id;
    };
    await trx
      .insertInto('artworks')
      .values(
        artists.flatMap((a, i) =>
          (workRows[i] ?? []).map((w) => ({ ...w, artisan_id: artistId(a.key) })),
        ),
      )
      .execute();
    await trx
      .insertInto('products')
      .values(
        products.map((p, i) => {
          const images = productImages[i] ?? [];
          const category = categories.find((c) => c.code === p.category);
          const categoryId = categoryIds.get(p.category);
          if (!category || categoryId === undefined)
            throw new Error(`product ${p.name[1]} names an unknown category`);
          const created = now - p.listed * DAY - i * 37 * 60 * 1000;
          return {
            type: category.type,
            category_id: categoryId,
            artisan_id: p.artist ? artistId(p.artist) : null,
            ...bilingual('name', p.name),
            image: images[0] ?? '',
            images: JSON.stringify(images),
            description_zh: description(p, 0),
            description_en: description(p, 1),
            specs_zh: JSON.stringify(
              p.specs.map(([name, value]) => ({ name: name[0], value: value[0] })),
            ),
            specs_en: JSON.stringify(
              p.specs.map(([name, value]) => ({ name: name[1], value: value[1] })),
            ),
            ...bilingual('brand', brand(p)),
            product_no: productNo(p, i),
            gross_weight: p.weight,
            ...bilingual('age_of_use', p.age ?? categoryDefaults[p.category].age),
            ...bilingual('material', p.material),
            ...bilingual('size', p.size),
            // Cash prices are stored in fen; a purchase earns a point per whole yuan.
            price: category.type === 'art' ? p.price * 100 : 0,
            score_price: category.type === 'points' ? p.price : 0,
            earn_score: category.type === 'art' ? Math.floor(p.price) : 0,
            stock: p.stock,
            sales: p.sales,
            on_sale: p.retired ? 0 : 1,
            sort: i,
            created_at: created,
            updated_at: created,
          };
        }),
      )
      .execute();
  });
  log.info(`seeded the demo catalogue: ${products.length} products, ${artists.length} artists`);
}

async function hasRows(db: Kysely<Database>, table: 'products' | 'artisans'): Promise<boolean> {
  return (await db.selectFrom(table).select('id').limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Finds each category by its code. Categories seeded before codes existed are recognised by
 * their mall and Chinese name and given their code; missing ones are created.
 */
async function claimCategories(
  trx: Transaction<Database>,
  images: string[],
  now: number,
): Promise<Map<CategoryCode, number>> {
  const rows = await trx
    .selectFrom('product_categories')
    .select(['id', 'type', 'code', 'name_zh'])
    .execute();
  const ids = new Map<CategoryCode, number>();
  for (const [i, c] of categories.entries()) {
    const byCode = rows.find((r) => r.code === c.code);
    const byName = rows.find((r) => r.code === '' && r.type === c.type && r.name_zh === c.name[0]);
    if (byCode) {
      ids.set(c.code, byCode.id);
    } else if (byName) {
      await trx
        .updateTable('product_categories')
        .set({ code: c.code })
        .where('id', '=', byName.id)
        .execute();
      byName.code = c.code;
      ids.set(c.code, byName.id);
    } else {
      const { id } = await trx
        .insertInto('product_categories')
        .values({
          type: c.type,
          code: c.code,
          name_zh: c.name[0],
          name_en: c.name[1],
          image: images[i] ?? '',
          sort: i,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(c.code, id);
    }
  }
  return ids;
}

function bilingual<F extends string>(field: F, [zh, en]: [string, string]) {
  return { [`${field}_zh`]: zh, [`${field}_en`]: en } as { [K in `${F}_zh` | `${F}_en`]: string };
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function description(p: ProductSeed, lang: 0 | 1): string {
  const paragraphs = [...p.about, ...(withSerial.includes(p.category) ? [serialNote] : [])];
  const list = p.points?.length
    ? `<ul>${p.points.map((point) => `<li>${escape(point[lang])}</li>`).join('')}</ul>`
    : '';
  const [first, ...rest] = paragraphs.map((text) => `<p>${escape(text[lang])}</p>`);
  // The list follows the opening paragraph, before the remarks that close the description.
  return sanitizeRichText([first, list, ...rest].join(''));
}

function brand(p: ProductSeed): [string, string] {
  const artist = artists.find((a) => a.key === p.artist);
  return artist
    ? [`艺术工坊 × ${artist.name[0]}`, `Atelier × ${artist.name[1]}`]
    : ['艺术工坊', 'Atelier'];
}

const prefixes: Record<CategoryCode, string> = {
  paintings: 'PNT',
  prints: 'PRT',
  generative: 'GEN',
  peripherals: 'PER',
  figures: 'FIG',
  gifts: 'GFT',
  collectibles: 'COL',
};

/** ATL-PRT-0003: the third product of the prints category. */
function productNo(p: ProductSeed, index: number): string {
  const nth = products.slice(0, index + 1).filter((q) => q.category === p.category).length;
  return `ATL-${prefixes[p.category]}-${String(nth).padStart(4, '0')}`;
}
