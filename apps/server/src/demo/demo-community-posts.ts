import type { FileStorage } from '../storage/file-storage';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword } from '../modules/account/passwords';
import { admitMember } from '../modules/community/membership';
import type { Services } from '../services';
import { drawArtwork } from './artwork';
import { writeSeedFile } from './seed-files';

const HOUR = 3_600_000;

/** A second demo member with a known password, for trying likes, comments and reports. */
export const demoNeighbour = {
  username: 'neighbour',
  password: 'Neighbour@12345',
  nickname: '云舟',
  mobile: '13800000005',
};

interface DemoPost {
  by: 'demo' | 'neighbour';
  hoursAgo: number;
  text: string;
  /** Artwork seeds of its images. */
  images: number[];
  comments: Array<{ by: 'demo' | 'neighbour'; text: string }>;
  /** Liked by the other demo member. */
  liked: boolean;
}

const posts: DemoPost[] = [
  {
    by: 'neighbour',
    hoursAgo: 70,
    text: '第一次用 p5.js 画出了流场！线条还有点乱，但很有成就感。\nMy first flow field that actually flows.',
    images: [311],
    comments: [{ by: 'demo', text: '恭喜！下一次试试把噪声的步长调小一些。' }],
    liked: true,
  },
  {
    by: 'demo',
    hoursAgo: 46,
    text: '上周在工坊上的生成艺术课笔记整理好了，噪声函数和配色的参数见 https://example.com/flow-field-notes',
    images: [],
    comments: [{ by: 'neighbour', text: 'Thank you, very clear notes!' }],
    liked: true,
  },
  {
    by: 'neighbour',
    hoursAgo: 20,
    text: 'Three palettes from Saturday’s plotter run: which one would you pick for the print?',
    images: [412, 413, 414],
    comments: [
      { by: 'demo', text: '中间那张，渐变很自然。' },
      { by: 'neighbour', text: '我也最喜欢它 :)' },
    ],
    liked: false,
  },
  {
    by: 'demo',
    hoursAgo: 3,
    text: '用自己的种子把工作室的作品重跑了一遍，每一次的构图都不一样。',
    images: [521, 525],
    comments: [],
    liked: true,
  },
];

/** The demo customer, and the neighbour (made here unless present). */
async function demoMembers(db: Kysely<Database>, now: number) {
  const demo = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'demo')
    .executeTakeFirst();
  if (!demo) return undefined;
  let neighbour = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', demoNeighbour.username)
    .executeTakeFirst();
  if (!neighbour) {
    const { password, ...account } = demoNeighbour;
    const mobileTaken = await db
      .selectFrom('users')
      .select('id')
      .where('mobile', '=', account.mobile)
      .executeTakeFirst();
    neighbour = await db
      .insertInto('users')
      .values({
        ...account,
        mobile: mobileTaken ? null : account.mobile,
        avatar: '',
        password_hash: await hashPassword(password),
        role: 'user',
        score: 0,
        score_total: 0,
        created_at: now - 200 * 24 * HOUR,
        updated_at: now - 200 * 24 * HOUR,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }
  return { demo: Number(demo.id), neighbour: Number(neighbour.id) };
}

/**
 * The group the demo posts go into: the first the demo customer belongs to. A database whose
 * demo has no groups yet gets a small one with the demo customer in it.
 */
async function demoGroup(
  db: Kysely<Database>,
  demoId: number,
  files: FileStorage,
  now: number,
): Promise<number | undefined> {
  const joined = await db
    .selectFrom('community_members')
    .innerJoin('community_groups as g', 'g.id', 'community_members.group_id')
    .select('g.id')
    .where('community_members.user_id', '=', demoId)
    .orderBy('g.sort')
    .orderBy('g.id')
    .executeTakeFirst();
  if (joined) return Number(joined.id);
  const any = await db.selectFrom('community_groups').select('id').executeTakeFirst();
  if (any) return undefined;
  const cover = await writeSeedFile(files, 'group-pottery.svg', drawArtwork(307, 'flow'));
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('community_groups')
      .values({
        name_zh: '陶艺爱好者',
        name_en: 'Pottery lovers',
        description_zh: '分享拉坯、上釉和烧窑的日常，新手老手都欢迎。',
        description_en: 'Throwing, glazing and firing: share your days at the wheel.',
        cover,
        gate_product_id: null,
        created_at: now - 100 * 24 * HOUR,
        updated_at: now - 100 * 24 * HOUR,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('community_conventions')
      .values({
        group_id: id,
        version: 1,
        text_zh: '友善交流，只发自己的作品。\n\n不发广告，不留联系方式。',
        text_en: 'Be kind and post your own work.\n\nNo advertising, no contact details.',
        created_at: now - 100 * 24 * HOUR,
      })
      .execute();
    await admitMember(trx, {
      groupId: Number(id),
      userId: demoId,
      version: 1,
      now: now - 90 * 24 * HOUR,
    });
    return Number(id);
  });
}

/**
 * A few weeks of posts in the demo customer's group, with images, likes and comments by the
 * demo customer and the neighbour. Runs once: a group with posts is left alone.
 */
export async function seedGroupPosts(
  db: Kysely<Database>,
  services: Services,
  files: FileStorage,
  log: FastifyBaseLogger,
): Promise<void> {
  const now = services.clock.now();
  const members = await demoMembers(db, now);
  if (!members) return;
  const groupId = await demoGroup(db, members.demo, files, now);
  if (groupId === undefined) return;
  const { convention_version: version } = await db
    .selectFrom('community_groups')
    .select('convention_version')
    .where('id', '=', groupId)
    .executeTakeFirstOrThrow();
  await db
    .transaction()
    .execute((trx) =>
      admitMember(trx, { groupId, userId: members.neighbour, version, now: now - 80 * 24 * HOUR }),
    );
  const existing = await db
    .selectFrom('community_posts')
    .select('id')
    .where('group_id', '=', groupId)
    .executeTakeFirst();
  if (existing) return;

  const images = new Map<number, string>();
  for (const seed of posts.flatMap((p) => p.images)) {
    images.set(
      seed,
      await writeSeedFile(files, `post-${seed}.svg`, drawArtwork(seed, 'mosaic', 1200, 1200)),
    );
  }
  await db.transaction().execute(async (trx) => {
    let newest = 0;
    for (const p of posts) {
      const at = now - p.hoursAgo * HOUR;
      const author = members[p.by];
      const other = p.by === 'demo' ? members.neighbour : members.demo;
      const { id } = await trx
        .insertInto('community_posts')
        .values({
          group_id: groupId,
          user_id: author,
          text: p.text,
          images: JSON.stringify(p.images.map((seed) => images.get(seed))),
          like_count: p.liked ? 1 : 0,
          comment_count: p.comments.length,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (p.liked) {
        await trx
          .insertInto('community_post_likes')
          .values({ post_id: id, user_id: other, created_at: at + HOUR / 2 })
          .execute();
      }
      for (const [i, c] of p.comments.entries()) {
        await trx
          .insertInto('community_comments')
          .values({
            post_id: id,
            user_id: members[c.by],
            text: c.text,
            created_at: at + (i + 1) * HOUR,
          })
          .execute();
      }
      newest = Math.max(newest, at);
    }
    await trx
      .updateTable('community_groups')
      .set((eb) => ({ post_count: eb('post_count', '+', posts.length), last_post_at: newest }))
      .where('id', '=', groupId)
      .execute();
  });
  log.info({ groupId, posts: posts.length }, 'demo community posts seeded');
}
