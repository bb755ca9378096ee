import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import type { ArtisansTable, ArtworksTable } from '../../db/tables/artisan';

/** Artists and works the tests own, apart from the demo content seeded beside them. */
export async function insertArtisan(
  app: FastifyInstance,
  values: Partial<Insertable<ArtisansTable>> & Pick<ArtisansTable, 'name_en'>,
) {
  const row = await app.db
    .insertInto('artisans')
    .values({
      name_zh: `${values.name_en}（中）`,
      title_zh: '',
      title_en: '',
      intro_zh: '',
      intro_en: '',
      bio_zh: '',
      bio_en: '',
      city_zh: '',
      city_en: '',
      avatar: '/img/avatar-test.svg',
      cover: '/img/cover-test.svg',
      sort: 900,
      created_at: app.clock.now(),
      ...values,
    } satisfies Insertable<ArtisansTable>)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertArtwork(
  app: FastifyInstance,
  values: Partial<Insertable<ArtworksTable>> &
    Pick<ArtworksTable, 'artisan_id' | 'title_en' | 'year'>,
) {
  const row = await app.db
    .insertInto('artworks')
    .values({
      title_zh: `${values.title_en}（中）`,
      medium_zh: '',
      medium_en: '',
      description_zh: '',
      description_en: '',
      image: '/img/work-test.svg',
      sort: 0,
      created_at: app.clock.now(),
      ...values,
    } satisfies Insertable<ArtworksTable>)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
