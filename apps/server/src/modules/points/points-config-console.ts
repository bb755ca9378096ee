import type { ActionOutput, Lang } from '@atelier/contract';
import type { Kysely } from 'kysely';
import { pageFrom } from '../../db/paged-list';
import type { PointsTables } from '../../db/tables/points';
import { toIso } from '../../lib/time';
import type { Auditor } from '../../kernel/auditor';
import type { PointsConfig, Rules, RulesKind, Versioned } from './points-config';
import { checkGameRules, checkScoreRules } from './points-rules-check';

const checks: { [K in RulesKind]: (rules: Rules<K>, lang: Lang) => Rules<K> } = {
  score: checkScoreRules,
  game: checkGameRules,
};

/** The audit trail names the rules by these targets. */
const auditTargets = { score: 'score_config', game: 'game_config' } as const;

/** The rules without their version number: what the console's form holds. */
function valuesOf<K extends RulesKind>({ version: _, ...values }: Versioned<K>): Rules<K> {
  return values as Rules<K>;
}

/**
 * The console's points and game rules. A save is checked for what no field can say, then
 * written as a new version with its audit row (before and after) in one transaction.
 */
export function pointsConfigConsole(db: Kysely<PointsTables>, config: PointsConfig) {
  return {
    async info<K extends RulesKind>(
      kind: K,
      { page, limit }: { page: number; limit: number },
    ): Promise<Omit<ActionOutput<'scoreConfigInfo'>, 'values' | 'history'> & { values: Rules<K> }> {
      const [current, versions] = await Promise.all([
        config.current(kind),
        pageFrom(
          { page, limit },
          (offset) => config.page(kind, offset, limit),
          (rows) => rows.map((row) => ({ ...row, created_at: toIso(row.created_at) })),
        ),
      ]);
      return { version: current.version, values: valuesOf(current), versions };
    },

    async save<K extends RulesKind>(
      kind: K,
      form: Rules<K>,
      audit: Auditor,
      lang: Lang,
      now: number,
    ): Promise<ActionOutput<'scoreConfigSave'>> {
      const next = checks[kind](form, lang);
      return db.transaction().execute(async (trx) => {
        const { before, after } = await config.save(
          trx,
          kind,
          next,
          { id: audit.actor.id, name: audit.actor.name },
          now,
        );
        await audit.record(trx, {
          target_type: auditTargets[kind],
          target_id: kind,
          before: { version: before.version, ...valuesOf(before) },
          after: { version: after.version, ...valuesOf(after) },
        });
        return { version: after.version };
      });
    },
  };
}
export type PointsConfigConsole = ReturnType<typeof pointsConfigConsole>;
