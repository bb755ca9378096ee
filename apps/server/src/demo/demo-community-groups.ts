import type { FileStorage } from '../storage/file-storage';
import type { QuestionKind } from '@atelier/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { admitMember } from '../modules/community/membership';
import { questionnaireQuery } from '../modules/questionnaire/questionnaire-query';
import type { Services } from '../services';
import { drawArtwork, type ArtStyle } from './artwork';
import { writeSeedFile } from './seed-files';

const DAY = 86_400_000;

type Pair = [zh: string, en: string];

interface DemoGroup {
  name: Pair;
  description: Pair;
  convention: Pair;
  art: { seed: number; style: ArtStyle };
  gallery: Pair[];
  questions: Array<{ kind: QuestionKind; title: Pair; required: boolean; options?: Pair[] }>;
  /** Gated on the art mall's demo product with the most left in stock. */
  gated?: boolean;
}

const groups: DemoGroup[] = [
  {
    name: ['生成艺术研习社', 'Generative Art Circle'],
    description: [
      '写代码画画的人在这里交流算法、调色与出图。每月一次线上分享，欢迎晒出您的作品与过程稿。',
      'People who paint with code trade algorithms, palettes and renders here. A talk online every month; show your works and your sketches.',
    ],
    convention: [
      '一、友善交流，对事不对人。\n\n二、分享作品请注明是否原创；转载请注明出处。\n\n三、不发广告与无关链接。\n\n四、尊重他人的代码与版权。',
      '1. Be kind: discuss the work, not the person.\n\n2. Say whether a work you share is yours; credit what is not.\n\n3. No advertising or unrelated links.\n\n4. Respect others’ code and copyright.',
    ],
    art: { seed: 1901, style: 'flow' },
    gallery: [
      ['三月线上分享', 'The March talk online'],
      ['成员作品：潮汐', 'A member’s work: Tides'],
      ['工作室开放日', 'Studio open day'],
      ['算法草图', 'Algorithm sketches'],
    ],
    questions: [
      {
        kind: 'single',
        title: ['您写生成艺术多久了？', 'How long have you made generative art?'],
        required: true,
        options: [
          ['刚开始', 'Just starting'],
          ['一到三年', 'One to three years'],
          ['三年以上', 'More than three years'],
        ],
      },
      {
        kind: 'multiple',
        title: ['您常用哪些工具？', 'Which tools do you use?'],
        required: false,
        options: [
          ['Processing / p5.js', 'Processing / p5.js'],
          ['TouchDesigner', 'TouchDesigner'],
          ['GLSL', 'GLSL'],
          ['其他', 'Something else'],
        ],
      },
      {
        kind: 'text',
        title: ['简单介绍一下您自己和您的作品', 'Tell us briefly about yourself and your work'],
        required: true,
      },
    ],
  },
  {
    name: ['陶瓷与器物', 'Ceramics and Objects'],
    description: [
      '聊釉色、窑火、器型与日常使用。收藏者、手作人与好奇的人都欢迎。',
      'Glazes, kilns, forms and everyday use. Collectors, makers and the curious are all welcome.',
    ],
    convention: [
      '一、友善交流。\n\n二、晒物请附上实拍图。\n\n三、交易请走工坊正规渠道，群内不私下买卖。',
      '1. Be kind.\n\n2. Show your pieces with your own photographs.\n\n3. Buy and sell through the studio only: no private trading in the group.',
    ],
    art: { seed: 2207, style: 'orbits' },
    gallery: [
      ['柴烧开窑', 'Opening the wood kiln'],
      ['青瓷小盏', 'A small celadon cup'],
      ['釉色试片', 'Glaze test tiles'],
    ],
    questions: [
      {
        kind: 'single',
        title: ['您是？', 'You are…'],
        required: true,
        options: [
          ['收藏者', 'A collector'],
          ['手作人', 'A maker'],
          ['爱好者', 'An enthusiast'],
        ],
      },
      {
        kind: 'text',
        title: ['您最喜欢的一件器物是什么？', 'What is your favourite piece?'],
        required: false,
      },
    ],
  },
  {
    name: ['藏家俱乐部', 'Collectors’ Club'],
    description: [
      '工坊作品的藏家专属社群：新作预览、藏品养护与线下活动。购买过指定作品的藏家申请后立即通过。',
      'For collectors of the studio’s works: previews of new works, care of your pieces and events in person. Collectors of the chosen work are admitted as soon as they apply.',
    ],
    convention: [
      '一、藏家之间互相尊重。\n\n二、新作预览内容请勿外传。\n\n三、活动报名以工坊通知为准。',
      '1. Collectors respect one another.\n\n2. Keep previews of new works to yourself.\n\n3. The studio’s notices are what count for events.',
    ],
    art: { seed: 3301, style: 'mosaic' },
    gallery: [
      ['藏家之夜', 'Collectors’ evening'],
      ['新作预览', 'A preview of new works'],
    ],
    questions: [],
    gated: true,
  },
  {
    name: ['山水新绘', 'New Landscapes'],
    description: [
      '用数字媒介重新画山水：分享参考、构图与笔触的尝试。',
      'Painting landscapes again in digital media: share references, compositions and brushwork.',
    ],
    convention: [
      '一、友善交流。\n\n二、引用古画请注明出处。',
      '1. Be kind.\n\n2. Credit the old paintings you quote.',
    ],
    art: { seed: 4409, style: 'ridges' },
    gallery: [
      ['写生', 'Sketching outdoors'],
      ['青绿山水练习', 'A blue-green landscape study'],
      ['水墨笔触', 'Ink brushwork'],
    ],
    questions: [
      {
        kind: 'text',
        title: ['您想在这里画些什么？', 'What would you like to paint here?'],
        required: true,
      },
    ],
  },
];

/** Demo customers who are members, beside the demo account (the collectors of the points seed). */
const memberNames = [
  'collector_qingyou',
  'collector_mira',
  'collector_shanchuan',
  'collector_ache',
  'collector_lotte',
  'collector_mobai',
];

/**
 * The demo community's groups: covers, conventions, questions of each kind and galleries; one
 * gated on a demo product. The demo customer is a member of the first group and has an
 * application waiting in the second; collectors are members here and there.
 */
export async function seedGroups(
  db: Kysely<Database>,
  services: Services,
  files: FileStorage,
  log: FastifyBaseLogger,
): Promise<void> {
  const existing = await db.selectFrom('community_groups').select('id').executeTakeFirst();
  if (existing) return;
  const now = services.clock.now();
  const gateProduct = await db
    .selectFrom('products')
    .select('id')
    .where('type', '=', 'art')
    // An edition with plenty left, so many collectors can own it.
    .orderBy('stock', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  const people = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('username', 'in', ['demo', ...memberNames])
    .execute();
  const idOf = new Map(people.map((p) => [p.username, p.id]));

  // Pictures first: files are outside the transaction and harmless to write twice.
  const pictures: Array<{ cover: string; gallery: string[] }> = [];
  for (const [index, group] of groups.entries()) {
    const cover = await writeSeedFile(
      files,
      `group-${index + 1}.svg`,
      drawArtwork(group.art.seed, group.art.style, 1200, 600),
    );
    const gallery: string[] = [];
    for (const [n] of group.gallery.entries()) {
      gallery.push(
        await writeSeedFile(
          files,
          `group-${index + 1}-${n + 1}.svg`,
          drawArtwork(group.art.seed + 7 * (n + 1), group.art.style, 1200, 900),
        ),
      );
    }
    pictures.push({ cover, gallery });
  }

  await db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (const [index, group] of groups.entries()) {
      const created = now - (120 - index * 20) * DAY;
      const row = await trx
        .insertInto('community_groups')
        .values({
          name_zh: group.name[0],
          name_en: group.name[1],
          description_zh: group.description[0],
          description_en: group.description[1],
          cover: pictures[index]!.cover,
          status: 'open',
          sort: index,
          convention_version: 1,
          gate_product_id: group.gated && gateProduct ? gateProduct.id : null,
          created_at: created,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
      await trx
        .insertInto('community_conventions')
        .values({
          group_id: row.id,
          version: 1,
          text_zh: group.convention[0],
          text_en: group.convention[1],
          created_at: created,
        })
        .execute();
      await questionnaireQuery.replace(
        trx,
        { kind: 'group', id: row.id },
        group.questions.map((question) => ({
          kind: question.kind,
          title_zh: question.title[0],
          title_en: question.title[1],
          required: question.required,
          options: (question.options ?? []).map(([zh, en]) => ({ label_zh: zh, label_en: en })),
        })),
        {
          refusals: { unknown: 'communityQuestionUnknown', needsOptions: 'communityChoiceOptions' },
          answered: false,
        },
      );
      await trx
        .insertInto('community_images')
        .values(
          group.gallery.map(([zh, en], n) => ({
            group_id: row.id,
            url: pictures[index]!.gallery[n]!,
            caption_zh: zh,
            caption_en: en,
            sort: n,
          })),
        )
        .execute();
    }

    // Collectors join over the past weeks; the demo customer is a member of the first group.
    const joins: Array<[string, number, number]> = [
      ['collector_qingyou', 0, 90],
      ['collector_mira', 0, 60],
      ['collector_shanchuan', 0, 30],
      ['collector_ache', 1, 50],
      ['collector_lotte', 1, 20],
      ['collector_mobai', 3, 10],
      ['collector_qingyou', 3, 8],
      ['demo', 0, 14],
    ];
    for (const [username, group, daysAgo] of joins) {
      const userId = idOf.get(username);
      if (userId === undefined) continue;
      await admitMember(trx, {
        groupId: ids[group]!,
        userId,
        version: 1,
        now: now - daysAgo * DAY,
      });
    }
    const demo = idOf.get('demo');
    if (demo !== undefined) {
      await trx
        .insertInto('community_applications')
        .values({
          group_id: ids[1]!,
          user_id: demo,
          status: 'pending',
          answers: JSON.stringify([
            {
              question_zh: '您是？',
              question_en: 'You are…',
              answer_zh: '收藏者',
              answer_en: 'A collector',
            },
          ]),
          convention_version: 1,
          reason_key: null,
          decided_at: null,
          created_at: now - 2 * DAY,
        })
        .execute();
    }
  });
  log.info('seeded the demo community groups');
}
