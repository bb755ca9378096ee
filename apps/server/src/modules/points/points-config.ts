import { ownTables, type Connection } from '../../db/connection';
import { gameRules, scoreRules } from '@atelier/contract';
import type { Kysely } from 'kysely';
import { lockRows } from '../../db/dialect';
import type { z } from 'zod';
import type { PointsTables } from '../../db/tables/points';
import type { SettingsActor } from '../settings/settings-repository';

const rulesOf = { score: scoreRules, game: gameRules };
export type RulesKind = keyof typeof rulesOf;
export type Rules<K extends RulesKind> = z.infer<(typeof rulesOf)[K]>;
/** Rules of one version. */
export type Versioned<K extends RulesKind> = Rules<K> & { version: number };

/**
 * The points rules (`score`) and the game's (`game`), versioned: every save is a new numbered
 * row and the newest is in force. Ledger rows, sign-ins and plays name the version they used,
 * so what was decided under older rules can always be explained.
 */
export function pointsConfig(dbGiven: Connection) {
  const db = ownTables<PointsTables>(dbGiven);
  // A saved version never changes: each is checked and parsed once (while its text is the same).
  const parsed = new Map<string, { body: string; rules: unknown }>();
  function parse<K extends RulesKind>(kind: K, row: { version: number; body: string }) {
    const key = `${kind}:${row.version}`;
    const known = parsed.get(key);
    if (known?.body === row.body) return known.rules as Versioned<K>;
    const rules = {
      ...(rulesOf[kind].parse(JSON.parse(row.body)) as Rules<K>),
      version: row.version,
    };
    parsed.set(key, { body: row.body, rules });
    return rules;
  }

  async function currentIn<K extends RulesKind>(
    trx: Kysely<PointsTables>,
    kind: K,
  ): Promise<Versioned<K>> {
    const row = await trx
      .selectFrom('points_config_versions')
      .select(['version', 'body'])
      .where('kind', '=', kind)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row) throw new Error(`The ${kind} rules are missing`);
    return parse(kind, row);
  }

  return {
    /** A version's stored row as rules, parsed once (a statement of another reader fetched it). */
    parse,

    /** The rules in force; a database without them is a fault (the migration writes version 1). */
    current<K extends RulesKind>(kind: K, trx: Kysely<PointsTables> = db): Promise<Versioned<K>> {
      return currentIn(trx, kind);
    },

    /** The given versions' rules, for explaining what was decided under them. */
    async versions<K extends RulesKind>(kind: K, versions: number[]): Promise<Versioned<K>[]> {
      if (versions.length === 0) return [];
      const rows = await db
        .selectFrom('points_config_versions')
        .select(['version', 'body'])
        .where('kind', '=', kind)
        .where('version', 'in', versions)
        .orderBy('version')
        .execute();
      return rows.map((row) => parse(kind, row));
    },

    /** A page of the versions, newest first: who saved each, and when. */
    async page(kind: RulesKind, offset: number, limit: number) {
      const query = db.selectFrom('points_config_versions').where('kind', '=', kind);
      const [rows, count] = await Promise.all([
        query
          .select(['version', 'actor_id', 'actor_name', 'created_at'])
          .orderBy('version', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /**
     * Inside the caller's transaction: saves `next` as the kind's next version. The kind's first
     * version is locked first (PostgreSQL; SQLite writes one at a time), so saves number in turn:
     * not the newest, which a save arriving after a commit would find unlocked while a save that
     * waited on it numbers the same version.
     */
    async save<K extends RulesKind>(
      trxGiven: Connection,
      kind: K,
      next: Rules<K>,
      actor: SettingsActor | null,
      now: number,
    ): Promise<{ before: Versioned<K>; after: Versioned<K> }> {
      const trx = ownTables<PointsTables>(trxGiven);
      await lockRows(
        trx,
        trx
          .selectFrom('points_config_versions')
          .select('version')
          .where('kind', '=', kind)
          .where('version', '=', 1),
      );
      const before = await currentIn(trx, kind);
      const body = rulesOf[kind].parse(next) as Rules<K>;
      const version = before.version + 1;
      await trx
        .insertInto('points_config_versions')
        .values({
          kind,
          version,
          body: JSON.stringify(body),
          actor_id: actor?.id ?? null,
          actor_name: actor?.name ?? '',
          created_at: now,
        })
        .execute();
      return { before, after: { ...body, version } };
    },
  };
}
export type PointsConfig = ReturnType<typeof pointsConfig>;
