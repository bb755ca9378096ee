import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AccountTables } from '../../db/tables/account';
import type { AddressesTable } from '../../db/tables/account';

export type AddressRow = Selectable<AddressesTable>;
/** What the user types in; ownership, default flag and times are the repository's. */
export type AddressValues = Pick<
  Insertable<AddressesTable>,
  'name' | 'mobile' | 'province' | 'city' | 'district' | 'address' | 'postal_code'
>;

export function addressRepository(db: Kysely<AccountTables>) {
  const mine = (userId: number) => db.selectFrom('addresses').where('user_id', '=', userId);

  async function count(userId: number) {
    const row = await mine(userId)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Makes this address the only default among the user's. */
  async function makeDefault(userId: number, id: number, now: number) {
    await db
      .updateTable('addresses')
      .set((eb) => ({
        is_default: eb.case().when('id', '=', id).then(1).else(0).end(),
        updated_at: now,
      }))
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('id', '=', id), eb('is_default', '=', 1)]))
      .execute();
  }

  return {
    count,
    makeDefault,

    byId(userId: number, id: number) {
      return mine(userId).selectAll().where('id', '=', id).executeTakeFirst();
    },

    defaultOf(userId: number) {
      return mine(userId).selectAll().where('is_default', '=', 1).executeTakeFirst();
    },

    /** The default first, then the newest. */
    async page(userId: number, offset: number, limit: number) {
      const [rows, total] = await Promise.all([
        mine(userId)
          .selectAll()
          .orderBy('is_default', 'desc')
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        count(userId),
      ]);
      return { rows, total };
    },

    async insert(userId: number, values: AddressValues, isDefault: boolean, now: number) {
      const row = await db
        .insertInto('addresses')
        .values({
          ...values,
          user_id: userId,
          is_default: isDefault ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(userId: number, id: number, values: AddressValues, now: number) {
      await db
        .updateTable('addresses')
        .set({ ...values, updated_at: now })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .execute();
    },

    /** Deletes one of the user's addresses; answers whether it was the default, if it existed. */
    async remove(userId: number, id: number) {
      const row = await db
        .deleteFrom('addresses')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning('is_default')
        .executeTakeFirst();
      return row ? { wasDefault: row.is_default === 1 } : undefined;
    },

    /** Makes the newest of the user's addresses the default. */
    async promoteNewest(userId: number, now: number) {
      const newest = await mine(userId)
        .select('id')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (newest) await makeDefault(userId, newest.id, now);
    },

    /** The same repository inside a transaction. */
    within(trx: Kysely<AccountTables>) {
      return addressRepository(trx);
    },
  };
}
export type AddressRepository = ReturnType<typeof addressRepository>;
