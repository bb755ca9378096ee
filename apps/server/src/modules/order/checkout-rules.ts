import { scoreRules } from '@atelier/contract';
import type { Kysely } from 'kysely';
import type { OrderTables } from '../../db/tables/order';
import type { ShopRules } from '../settings/settings-repository';
import { shopSettings } from '../settings/settings-schemas';
import { latestShopSettings } from '../settings/shop-settings-query';
import { latestScoreRules } from '../points/score-rules-query';
import { addressSnapshot, type AddressSnapshot } from '../account/address-snapshot-query';
import { AppError } from '../../errors';

/** The shop's rules an order is made under, with the points rate and the version it comes from. */
export type CheckoutRules = ShopRules & {
  earn_points_per_yuan: number | null;
  score_version: number;
};

/**
 * The shop's settings and the points rules in force, read in one statement: a checkout's
 * statement budget has room for one read of the rules.
 */
export async function checkoutRules(db: Kysely<OrderTables>): Promise<CheckoutRules> {
  const row = await latestShopSettings(db)
    .select(() => latestScoreRules(db))
    .executeTakeFirst();
  return rulesOf(row);
}

/**
 * The rules with the customer's own address (`addressNotFound` when it is not theirs), in the
 * same one statement: the order then has room to read its products before its transaction.
 */
export async function checkoutRulesTo(
  db: Kysely<OrderTables>,
  userId: number,
  addressId: number,
): Promise<{ rules: CheckoutRules; address: AddressSnapshot }> {
  const row = await latestShopSettings(db)
    .select(() => [...latestScoreRules(db), ...addressSnapshot(db, userId, addressId)])
    .executeTakeFirst();
  const rules = rulesOf(row);
  if (!row || row.address_name === null) throw new AppError('addressNotFound');
  return {
    rules,
    address: {
      name: row.address_name,
      mobile: row.address_mobile ?? '',
      province: row.address_province ?? '',
      city: row.address_city ?? '',
      district: row.address_district ?? '',
      address: row.address_address ?? '',
      postal_code: row.address_postal_code ?? '',
    },
  };
}

function rulesOf(
  row:
    | { version: number; settings: string; score_version: number | null; score_body: string | null }
    | undefined,
): CheckoutRules {
  if (!row) throw new Error('Setting "shop" is missing');
  if (row.score_version === null || row.score_body === null) {
    throw new Error('The score rules are missing');
  }
  const score = scoreRules.parse(JSON.parse(row.score_body));
  return {
    ...shopSettings.parse(JSON.parse(row.settings)),
    version: row.version,
    earn_points_per_yuan: score.earn_points_per_yuan,
    score_version: Number(row.score_version),
  };
}
