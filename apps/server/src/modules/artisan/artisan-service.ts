import type { ActionOutput, ActionParams, Lang } from '@atelier/contract';
import { pageFrom } from '../../db/paged-list';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { localized } from '../../i18n/localized';
import { toIso } from '../../lib/time';
import { applyToggle } from '../../lib/toggle';
import type { ArtisanRepository, MarkKind } from './artisan-repository';

type ArtisanCard = ActionOutput<'artisan'>['list'][number];
type CardRow = NonNullable<Awaited<ReturnType<ArtisanRepository['byId']>>>;
type ArtworkRow = Awaited<ReturnType<ArtisanRepository['works']>>[number];

function toCard(row: Omit<CardRow, 'bio_zh' | 'bio_en'>, lang: Lang): ArtisanCard {
  return {
    id: row.id,
    name: localized(row, 'name', lang),
    title: localized(row, 'title', lang),
    avatar: row.avatar,
    cover: row.cover,
    intro: localized(row, 'intro', lang),
    city: localized(row, 'city', lang),
    like_count: Number(row.like_count),
    follower_count: Number(row.follower_count),
    works_count: Number(row.works_count),
  };
}

function toWork(row: ArtworkRow, lang: Lang) {
  return {
    id: row.id,
    title: localized(row, 'title', lang),
    image: row.image,
    year: row.year,
    medium: localized(row, 'medium', lang),
    description: localized(row, 'description', lang),
  };
}

export function artisanService(repo: ArtisanRepository, clock: Clock) {
  async function refuseUnknown(id: number): Promise<void> {
    if (!(await repo.exists(id))) throw new AppError('artisanNotFound');
  }

  /** Sets the mark to the wanted state (or flips it) and answers the counter after the last write. */
  async function toggleMark(
    kind: MarkKind,
    artisanId: number,
    userId: number,
    wanted: boolean | undefined,
  ) {
    await refuseUnknown(artisanId);
    let count = 0;
    const write = async (on: boolean) => {
      const result = await repo.setMark(kind, userId, artisanId, on, clock.now());
      count = result.count;
      return result.changed;
    };
    const on = await applyToggle({ add: () => write(true), remove: () => write(false) }, wanted);
    return { on, count };
  }

  return {
    async list(
      { page, limit }: ActionParams<'artisan'>,
      lang: Lang,
    ): Promise<ActionOutput<'artisan'>> {
      return pageFrom(
        { page, limit },
        (offset) => repo.page(offset, limit),
        (rows) => rows.map((row) => toCard(row, lang)),
      );
    },

    async info(
      { id }: ActionParams<'myArtisanInfo'>,
      lang: Lang,
      userId: number | undefined,
    ): Promise<ActionOutput<'myArtisanInfo'>> {
      const [row, works, marks] = await Promise.all([
        repo.byId(id),
        repo.works(id),
        userId === undefined ? { liked: false, followed: false } : repo.marks(userId, id),
      ]);
      if (!row) throw new AppError('artisanNotFound');
      return {
        ...toCard(row, lang),
        bio: localized(row, 'bio', lang),
        works: works.map((work) => toWork(work, lang)),
        is_liked: marks.liked,
        is_followed: marks.followed,
      };
    },

    /** Name and avatar of a product's artist; null when the product names none. */
    async brief(id: number | null, lang: Lang) {
      if (id === null) return null;
      const row = await repo.brief(id);
      return row ? { id: row.id, name: localized(row, 'name', lang), avatar: row.avatar } : null;
    },

    async like(
      { artisan_id, liked }: ActionParams<'artisanLike'>,
      userId: number,
    ): Promise<ActionOutput<'artisanLike'>> {
      const { on, count } = await toggleMark('like', artisan_id, userId, liked);
      return { liked: on, like_count: count };
    },

    async follow(
      { artisan_id, followed }: ActionParams<'artisanCollection'>,
      userId: number,
    ): Promise<ActionOutput<'artisanCollection'>> {
      const { on, count } = await toggleMark('follow', artisan_id, userId, followed);
      return { followed: on, follower_count: count };
    },

    async followed(
      { page, limit }: ActionParams<'myArtisan'>,
      lang: Lang,
      userId: number,
    ): Promise<ActionOutput<'myArtisan'>> {
      return pageFrom(
        { page, limit },
        (offset) => repo.followedPage(userId, offset, limit),
        (rows) =>
          rows.map((row) => ({ ...toCard(row, lang), followed_at: toIso(row.followed_at) })),
      );
    },

    async artworks(
      { artisan_id, page, limit }: ActionParams<'art'>,
      lang: Lang,
    ): Promise<ActionOutput<'art'>> {
      return pageFrom(
        { page, limit },
        (offset) => repo.artworksPage(artisan_id, offset, limit),
        (rows) =>
          rows.map((row) => ({
            ...toWork(row, lang),
            artisan: {
              id: row.artisan_id,
              name: localized(
                { name_zh: row.artisan_name_zh, name_en: row.artisan_name_en },
                'name',
                lang,
              ),
            },
          })),
      );
    },
  };
}
export type ArtisanService = ReturnType<typeof artisanService>;
