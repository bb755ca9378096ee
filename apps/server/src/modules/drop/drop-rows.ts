import type { ActionOutput, Lang } from '@atelier/contract';
import type { DropEntryState, DropGateKind, DropStage } from '@atelier/contract/drop-codes';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import type { DropEntriesTable, DropTables, DropsTable } from '../../db/tables/drop';
import { AppError } from '../../errors';
import { localized } from '../../i18n/localized';
import { t } from '../../i18n/messages';
import { toIso } from '../../lib/time';
import { productQuery } from '../catalog/product-query';
import { groupQuery } from '../community/group-query';

export type Drop = Selectable<DropsTable>;
export type Entry = Selectable<DropEntriesTable>;
export type Gate = { kind: DropGateKind; target_id: number };
type Proof = NonNullable<ActionOutput<'dropGet'>['proof']>;

/** Entries that hold a unit while their window is open. */
export const HOLDING: DropEntryState[] = ['won', 'moved_up'];
export const HOUR_MS = 3_600_000;

const gatesColumn = z.array(
  z.object({
    kind: z.enum(['group_member', 'earlier_buyer', 'serial_owner']),
    target_id: z.number(),
  }),
);

export function gatesOf(drop: Pick<Drop, 'gates'>): Gate[] {
  return gatesColumn.parse(JSON.parse(drop.gates));
}

/** Where a drop stands at `now`. */
export function stageOf(
  drop: Pick<Drop, 'entries_open_at' | 'entries_close_at' | 'drawn_at'>,
  now: number,
): DropStage {
  if (drop.drawn_at !== null) return 'drawn';
  if (now < Number(drop.entries_open_at)) return 'upcoming';
  if (now < Number(drop.entries_close_at)) return 'open';
  return 'closed';
}

export const isoOrNull = (ms: number | null) => (ms === null ? null : toIso(Number(ms)));

export async function dropById(db: Kysely<DropTables>, id: number): Promise<Drop> {
  const drop = await db.selectFrom('drops').selectAll().where('id', '=', id).executeTakeFirst();
  if (!drop) throw new AppError('dropNotFound');
  return drop;
}

/** What a drop's page and the console count: entries (void ones left out) and units bought. */
export async function countsOf(db: Kysely<DropTables>, dropId: number, now: number) {
  const rows = await db
    .selectFrom('drop_entries')
    .select(['state', 'buy_by', (eb) => eb.fn.countAll<number>().as('n')])
    .where('drop_id', '=', dropId)
    .groupBy(['state', 'buy_by'])
    .execute();
  let entries = 0;
  let sold = 0;
  let holding = 0;
  for (const row of rows) {
    const n = Number(row.n);
    if (row.state !== 'void') entries += n;
    if (row.state === 'bought') sold += n;
    if (HOLDING.includes(row.state) && row.buy_by !== null && Number(row.buy_by) > now)
      holding += n;
  }
  return { entry_count: entries, sold_count: sold, holding_count: holding };
}

/** The entry list fixed at close and the order drawn from it; null before the draw. */
export async function proofOf(db: Kysely<DropTables>, drop: Drop): Promise<Proof | null> {
  if (drop.drawn_at === null || drop.list_digest === null) return null;
  const listed = await db
    .selectFrom('drop_entries')
    .select(['id', 'name', 'place'])
    .where('drop_id', '=', drop.id)
    .where('place', 'is not', null)
    .orderBy('id')
    .execute();
  return {
    server_seed: drop.server_seed,
    list_digest: drop.list_digest,
    entries: listed.map((entry) => ({ id: entry.id, name: entry.name })),
    order: [...listed].sort((a, b) => Number(a.place) - Number(b.place)).map((entry) => entry.id),
    drawn_at: toIso(Number(drop.drawn_at)),
  };
}

/** An entry as its entrant sees it. */
export function entryWire(entry: Entry) {
  const holding = HOLDING.includes(entry.state);
  return {
    id: entry.id,
    state: entry.state,
    place: entry.place,
    buy_by: holding ? isoOrNull(entry.buy_by) : null,
    order_id: entry.order_id,
    entered_at: toIso(Number(entry.entered_at)),
  };
}

export type ProductLabel = {
  id: number;
  product_no: string;
  name_zh: string;
  name_en: string;
  image: string;
  type: string;
};

export async function productLabels(
  db: Kysely<DropTables>,
  ids: readonly number[],
): Promise<Map<number, ProductLabel>> {
  if (ids.length === 0) return new Map();
  const rows = await productQuery
    .labels(db)
    .where('products.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Each gate worded in `lang` (“Members of Ink & Paper”), naming its group or product. */
export async function gateLabels(db: Kysely<DropTables>, gates: Gate[], lang: Lang) {
  const groupIds = gates.filter((g) => g.kind === 'group_member').map((g) => g.target_id);
  const productIds = gates.filter((g) => g.kind !== 'group_member').map((g) => g.target_id);
  const [groups, products] = await Promise.all([
    groupIds.length === 0
      ? []
      : groupQuery.labels(db).where('community_groups.id', 'in', groupIds).execute(),
    productLabels(db, productIds),
  ]);
  const groupNames = new Map(groups.map((group) => [group.id, localized(group, 'name', lang)]));
  return gates.map((gate) => {
    const name =
      gate.kind === 'group_member'
        ? (groupNames.get(gate.target_id) ?? '')
        : localized(products.get(gate.target_id) ?? { name_zh: '', name_en: '' }, 'name', lang);
    return { ...gate, name, label: t(lang, `dropGate.${gate.kind}`, { name }) };
  });
}

/**
 * What the drop's page and the console both show of a drop: its terms with the gates worded, its
 * product and its counts, read together.
 */
export async function dropTerms(db: Kysely<DropTables>, drop: Drop, lang: Lang, now: number) {
  const [products, gates, counts] = await Promise.all([
    productLabels(db, [drop.product_id]),
    gateLabels(db, gatesOf(drop), lang),
    countsOf(db, drop.id, now),
  ]);
  return {
    product: products.get(drop.product_id),
    counts,
    terms: {
      id: drop.id,
      stage: stageOf(drop, now),
      quantity: drop.quantity,
      entries_open_at: toIso(Number(drop.entries_open_at)),
      entries_close_at: toIso(Number(drop.entries_close_at)),
      purchase_hours: drop.purchase_hours,
      leftover_to_sale: drop.leftover_to_sale === 1,
      gates: gates.map(({ kind, target_id, label }) => ({ kind, target_id, label })),
      commitment: drop.commitment,
    },
  };
}
