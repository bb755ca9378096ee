import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { idRefType, primaryId, type DialectName } from '../dialect';

/**
 * The points side: versioned points and game rules, lots that expire oldest first, rank totals,
 * daily sign-ins, and the provably fair game's seeds, plays and daily counters.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const [idType, idColumn] = primaryId(dialect);
  const userRef = (c: ColumnDefinitionBuilder) =>
    c.notNull().references('users.id').onDelete('cascade');

  // Every save of the points rules (`score`) or the game's (`game`) is a new numbered row.
  await db.schema
    .createTable('points_config_versions')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('actor_id', idRefType)
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('points_config_versions_pk', ['kind', 'version'])
    .execute();
  const shop = await sql<{ value: string }>`SELECT value FROM config WHERE key = 'shop'`.execute(
    db,
  );
  const shopRules = shop.rows[0] ? (JSON.parse(shop.rows[0].value) as Record<string, unknown>) : {};
  const earnRate =
    typeof shopRules.earn_points_per_yuan === 'number' ? shopRules.earn_points_per_yuan : null;
  const now = Date.now();
  for (const [kind, body] of [
    ['score', { ...FIRST_SCORE_RULES, earn_points_per_yuan: earnRate }],
    ['game', FIRST_GAME_RULES],
  ] as const) {
    await sql`INSERT INTO points_config_versions (kind, version, body, actor_id, actor_name, created_at)
      VALUES (${kind}, 1, ${JSON.stringify(body)}, NULL, '', ${now})`.execute(db);
  }

  // The rules a ledger row was made under, and those an order will earn by.
  await db.schema.alterTable('points_ledger').addColumn('config_version', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('score_version', 'integer').execute();
  // Points spent (or, below zero, given back) not yet taken from lots: see the points service.
  await db.schema
    .alterTable('users')
    .addColumn('points_unsettled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // Points are held in lots: one per credit, spent and expired oldest first.
  await db.schema
    .createTable('points_lots')
    .addColumn('id', idType, idColumn)
    .addColumn('user_id', idRefType, userRef)
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('remaining', 'integer', (c) => c.notNull())
    .addColumn('ledger_id', idRefType)
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // Null: never expires.
    .addColumn('expires_at', 'bigint')
    .addCheckConstraint('points_lots_remaining', sql`remaining >= 0 AND remaining <= amount`)
    .execute();
  await db.schema
    .createIndex('points_lots_user')
    .on('points_lots')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('points_lots_due')
    .on('points_lots')
    .columns(['expires_at', 'user_id'])
    .where(sql.ref('remaining'), '>', 0)
    .execute();
  // What every account holds today becomes its first lot, which never expires.
  await sql`INSERT INTO points_lots (user_id, amount, remaining, ledger_id, created_at, expires_at)
    SELECT id, score, score, NULL, ${now}, NULL FROM users WHERE score > 0`.execute(db);

  // Points earned per period ('all', 'week:YYYY-MM-DD' from Monday, 'month:YYYY-MM'): the rank
  // lists. `last_id` is the ledger row that brought the total there; a lower one got there first.
  await db.schema
    .createTable('points_rank')
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('user_id', idRefType, userRef)
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('last_id', idRefType, (c) => c.notNull())
    .addPrimaryKeyConstraint('points_rank_pk', ['period', 'user_id'])
    .execute();
  await db.schema
    .createIndex('points_rank_order')
    .on('points_rank')
    .columns(['period', 'total desc', 'last_id'])
    .execute();

  // One row per customer per shop day: the unique key is what makes sign-in once a day.
  await db.schema
    .createTable('sign_ins')
    .addColumn('user_id', idRefType, userRef)
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('streak', 'integer', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('config_version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('sign_ins_pk', ['user_id', 'day'])
    .execute();

  // A customer's server seeds: one open at a time, revealed when it rotates.
  await db.schema
    .createTable('game_seeds')
    .addColumn('id', idType, idColumn)
    .addColumn('user_id', idRefType, userRef)
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('commitment', 'text', (c) => c.notNull())
    .addColumn('client_seed', 'text', (c) => c.notNull())
    .addColumn('plays', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('revealed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('game_seeds_open')
    .on('game_seeds')
    .column('user_id')
    .unique()
    .where(sql.ref('revealed_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('game_seeds_user')
    .on('game_seeds')
    .columns(['user_id', 'id'])
    .execute();

  await db.schema
    .createTable('game_plays')
    .addColumn('id', idType, idColumn)
    .addColumn('user_id', idRefType, userRef)
    .addColumn('seed_id', idRefType, (c) => c.notNull().references('game_seeds.id'))
    .addColumn('nonce', 'integer', (c) => c.notNull())
    .addColumn('client_seed', 'text', (c) => c.notNull())
    .addColumn('prize', 'integer', (c) => c.notNull())
    .addColumn('prize_points', 'integer', (c) => c.notNull())
    .addColumn('cost', 'integer', (c) => c.notNull())
    .addColumn('config_version', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('game_plays_user')
    .on('game_plays')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('game_plays_seed')
    .on('game_plays')
    .columns(['seed_id', 'nonce'])
    .unique()
    .execute();

  // Counters the daily limits are held by, each raised by one conditional statement.
  await db.schema
    .createTable('game_days')
    .addColumn('user_id', idRefType, userRef)
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('plays', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_days_pk', ['user_id', 'day'])
    .execute();
  await db.schema
    .createTable('game_budget_days')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('paid', 'integer', (c) => c.notNull())
    .execute();
}

/** The rules the shop starts with; staff change them in the console. Frozen with this migration. */
const FIRST_SCORE_RULES = {
  sign_points: 5,
  streak: {
    cycle_days: 7,
    bonuses: [
      { day: 3, points: 5 },
      { day: 7, points: 20 },
    ],
  },
  expiry: { policy: 'days', days: 365 },
  levels: [
    { threshold: 0, name: { 'zh-cn': '新晋藏家', en: 'Newcomer' } },
    { threshold: 500, name: { 'zh-cn': '进阶藏家', en: 'Collector' } },
    { threshold: 2000, name: { 'zh-cn': '资深藏家', en: 'Senior collector' } },
    { threshold: 10000, name: { 'zh-cn': '典藏大师', en: 'Connoisseur' } },
  ],
};

const FIRST_GAME_RULES = {
  cost: 10,
  prizes: [
    { name: { 'zh-cn': '谢谢参与', en: 'Better luck next time' }, points: 0, weight: 40 },
    { name: { 'zh-cn': '5 积分', en: '5 points' }, points: 5, weight: 30 },
    { name: { 'zh-cn': '10 积分', en: '10 points' }, points: 10, weight: 15 },
    { name: { 'zh-cn': '20 积分', en: '20 points' }, points: 20, weight: 10 },
    { name: { 'zh-cn': '50 积分', en: '50 points' }, points: 50, weight: 4 },
    { name: { 'zh-cn': '200 积分', en: '200 points' }, points: 200, weight: 1 },
  ],
  daily_limit: 10,
  daily_budget: 20000,
};
