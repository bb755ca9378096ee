import { ownTables, type Connection } from '../../db/connection';
import type { ActionOutput, ActionParams, AuditTarget, Lang } from '@atelier/contract';
import type { Selectable } from 'kysely';
import { pagedList } from '../../db/paged-list';
import type { AdminTables } from '../../db/tables/admin';
import type { AuditLogTable } from '../../db/tables/admin';
import { dayRangeIn, toIso } from '../../lib/time';
import { withLabels } from './audit-labels';

type AuditRow = ActionOutput<'auditList'>['list'][number];

function toWire(row: Selectable<AuditLogTable>, lang: Lang): AuditRow {
  const { changes, created_at, ...rest } = row;
  const { before, after } = JSON.parse(changes) as Pick<AuditRow, 'before' | 'after'>;
  return withLabels({ ...rest, before, after, created_at: toIso(created_at) }, lang);
}

/** Reads the audit trail; rows are written only through a request's `Auditor`. */
export function auditService(dbGiven: Connection) {
  const db = ownTables<AdminTables>(dbGiven);
  return {
    /** The newest audit row's id: it moves with every console write. */
    async latestId(): Promise<number | null> {
      const row = await db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow();
      return row.id === null ? null : Number(row.id);
    },

    async list(
      { page, limit, actor, target_type, target_id, action, from, to }: ActionParams<'auditList'>,
      timeZone: string,
      lang: Lang,
    ): Promise<ActionOutput<'auditList'>> {
      const { start, end } = dayRangeIn({ from, to }, timeZone);
      let query = db.selectFrom('audit_log');
      if (actor) query = query.where('actor_name', '=', actor);
      if (target_type) query = query.where('target_type', '=', target_type);
      if (target_id) query = query.where('target_id', '=', target_id);
      if (action) query = query.where('action', '=', action);
      if (start !== undefined) query = query.where('created_at', '>=', start);
      if (end !== undefined) query = query.where('created_at', '<', end);
      return pagedList(query.selectAll().orderBy('id', 'desc'), query, { page, limit }, (rows) =>
        rows.map((row) => toWire(row, lang)),
      );
    },

    /** One record's own history, newest first, for its console page. */
    async history(target_type: AuditTarget, target_id: number | string, lang: Lang, limit = 50) {
      const rows = await db
        .selectFrom('audit_log')
        .selectAll()
        .where('target_type', '=', target_type)
        .where('target_id', '=', String(target_id))
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => toWire(row, lang));
    },
  };
}
export type AuditService = ReturnType<typeof auditService>;
