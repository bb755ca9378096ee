import type { FastifyInstance } from 'fastify';
import { admitMember } from './membership';

let serial = 0;

/** A group written straight to the database, as the console would leave it. */
export async function makeGroup(app: FastifyInstance, now: number, name = 'Glaze talk') {
  const row = await app.db
    .insertInto('community_groups')
    .values({
      name_zh: `釉色交流 ${name}`,
      name_en: name,
      description_zh: '聊聊釉色',
      description_en: 'About glazes',
      gate_product_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const groupId = Number(row.id);
  await app.db
    .insertInto('community_conventions')
    .values({
      group_id: groupId,
      version: 1,
      text_zh: '友善交流',
      text_en: 'Be kind',
      created_at: now,
    })
    .execute();
  return groupId;
}

/** Makes a customer a member who accepted `version` of the convention. */
export function admit(
  app: FastifyInstance,
  groupId: number,
  userId: number,
  now: number,
  version = 1,
): Promise<boolean> {
  return app.db.transaction().execute((trx) => admitMember(trx, { groupId, userId, version, now }));
}

/** An upload row of `userId`, as the upload action would record it. */
export async function uploaded(app: FastifyInstance, userId: number, now: number) {
  serial += 1;
  const url = `/uploads/test/${userId}-${serial}.png`;
  await app.db
    .insertInto('uploads')
    .values({
      user_id: userId,
      url,
      mime: 'image/png',
      size: 10,
      width: 1,
      height: 1,
      created_at: now,
    })
    .execute();
  return url;
}
