import type { FastifyInstance } from 'fastify';
import type { QuestionKind } from '@atelier/contract';
import { shop } from '../../demo/demo-content';

interface QuestionSpec {
  kind: QuestionKind;
  title_zh: string;
  title_en: string;
  required: boolean;
  options?: Array<[string, string]>;
}

export interface GroupFixture {
  id: number;
  questions: Array<{ id: number; options: number[] }>;
}

/** The shop's settings (its time zone: Asia/Shanghai), which a database without the demo lacks. */
export async function insertShop(app: FastifyInstance): Promise<void> {
  if (!(await app.services.settings.get('shop'))) await app.services.settings.set('shop', shop);
}

/** A group as staff would have made it: texts, convention version 1, questions, images. */
export async function insertGroup(
  app: FastifyInstance,
  {
    name_zh,
    name_en,
    description_zh = `${name_zh}的介绍`,
    description_en = `About ${name_en}`,
    status = 'open',
    gate_product_id = null,
    gate_kind = 'order',
    questions = [],
    images = 0,
    sort = 0,
  }: {
    name_zh: string;
    name_en: string;
    description_zh?: string;
    description_en?: string;
    status?: 'open' | 'closed';
    gate_product_id?: number | null;
    gate_kind?: 'order' | 'serial';
    questions?: QuestionSpec[];
    images?: number;
    sort?: number;
  },
): Promise<GroupFixture> {
  const now = app.clock.now();
  const db = app.db;
  const group = await db
    .insertInto('community_groups')
    .values({
      name_zh,
      name_en,
      description_zh,
      description_en,
      cover: '/img/group.svg',
      status,
      sort,
      gate_product_id,
      gate_kind,
      convention_version: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('community_conventions')
    .values({
      group_id: group.id,
      version: 1,
      text_zh: '友善交流，不发广告。',
      text_en: 'Be kind; no advertising.',
      created_at: now,
    })
    .execute();
  const made: GroupFixture['questions'] = [];
  for (const [index, q] of questions.entries()) {
    const question = await db
      .insertInto('community_questions')
      .values({
        group_id: group.id,
        kind: q.kind,
        title_zh: q.title_zh,
        title_en: q.title_en,
        required: q.required ? 1 : 0,
        sort: index,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const options: number[] = [];
    for (const [sort, [zh, en]] of (q.options ?? []).entries()) {
      const option = await db
        .insertInto('community_question_options')
        .values({ question_id: question.id, label_zh: zh, label_en: en, sort })
        .returning('id')
        .executeTakeFirstOrThrow();
      options.push(option.id);
    }
    made.push({ id: question.id, options });
  }
  for (let i = 0; i < images; i += 1) {
    await db
      .insertInto('community_images')
      .values({
        group_id: group.id,
        url: `/img/gallery-${i}.svg`,
        caption_zh: `图 ${i + 1}`,
        caption_en: `Picture ${i + 1}`,
        sort: i,
      })
      .execute();
  }
  return { id: group.id, questions: made };
}

/** The questions of every kind a join form asks, the first two required. */
export const joinQuestions: QuestionSpec[] = [
  {
    kind: 'single',
    title_zh: '你从哪里知道我们？',
    title_en: 'How did you find us?',
    required: true,
    options: [
      ['展览', 'An exhibition'],
      ['朋友', 'A friend'],
    ],
  },
  { kind: 'text', title_zh: '介绍一下你自己', title_en: 'Tell us about yourself', required: true },
  {
    kind: 'multiple',
    title_zh: '你喜欢哪些媒介？',
    title_en: 'Which media do you like?',
    required: false,
    options: [
      ['陶瓷', 'Ceramics'],
      ['版画', 'Prints'],
      ['生成艺术', 'Generative art'],
    ],
  },
];

let orderSerial = 0;

/** A completed order of one product for a customer, as the shop leaves it once received. */
export async function insertCompletedOrder(
  app: FastifyInstance,
  userId: number,
  productId: number,
  status: 'completed' | 'unreceived' = 'completed',
): Promise<number> {
  orderSerial += 1;
  const now = app.clock.now();
  const order = await app.db
    .insertInto('orders')
    .values({
      order_no: `T${now}${orderSerial}`,
      user_id: userId,
      type: 'art',
      status,
      goods_amount: 1000,
      ship_fee: 0,
      total_amount: 1000,
      total_score: 0,
      earn_score: 0,
      delivery: 'express',
      recipient_name: '周墨',
      recipient_mobile: '13900000000',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      address: '南山路 1 号',
      postal_code: '310000',
      pay_method: 'sandbox',
      pay_deadline: now,
      paid_at: now,
      canceled_at: null,
      cancel_reason: null,
      refunded_at: null,
      carrier: null,
      tracking_no: null,
      shipped_at: null,
      received_at: status === 'completed' ? now : null,
      idempotency_key: `fixture-${now}-${orderSerial}`,
      idempotency_hash: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('order_items')
    .values({
      order_id: order.id,
      product_id: productId,
      name_zh: '作品',
      name_en: 'Work',
      image: '',
      price: 1000,
      score_price: 0,
      earn_score: 0,
      quantity: 1,
    })
    .execute();
  return order.id;
}
