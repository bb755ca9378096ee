import type { ActionOutput, ActionParams, Lang } from '@atelier/contract';
import type { RefusalReason } from '@atelier/contract/community-codes';
import type { Kysely } from 'kysely';
import { pagedList } from '../../db/paged-list';
import type { CommunityTables } from '../../db/tables/community';
import type { StoredGroupAnswer } from '../../db/tables/community';
import { AppError } from '../../errors';
import { t } from '../../i18n/messages';
import { toIso } from '../../lib/time';
import type { Auditor } from '../../kernel/auditor';
import { peopleAndGroups, personOr } from './console-people';
import { admitMember } from './membership';
import { addNotice } from './notices';

/** A refusal's words: the staff member's own, else the preset reason's in the reader's language. */
function reasonIn(key: string | null, text: string, lang: Lang): string {
  if (text || key === null) return text;
  return t(lang, `refusalReason.${key as RefusalReason}`);
}

function answersIn(json: string, lang: Lang) {
  const stored = JSON.parse(json) as StoredGroupAnswer[];
  const en = lang === 'en';
  return stored.map((a) => ({
    question: en && a.question_en ? a.question_en : a.question_zh,
    answer: en && a.answer_en ? a.answer_en : a.answer_zh,
  }));
}

/** The join applications staff decide in the inbox. */
export function consoleApplications(db: Kysely<CommunityTables>) {
  return {
    async list(
      { page, limit, status, group_id }: ActionParams<'communityApplicationList'>,
      lang: Lang,
    ): Promise<ActionOutput<'communityApplicationList'>> {
      let query = db.selectFrom('community_applications').where('status', '=', status);
      if (group_id !== undefined) query = query.where('group_id', '=', group_id);
      return pagedList(
        query
          .selectAll()
          // The oldest waiting first; decided ones, the latest first.
          .orderBy('id', status === 'pending' ? 'asc' : 'desc'),
        query,
        { page, limit },
        async (rows) => {
          const [people, groups] = await peopleAndGroups(
            db,
            rows.map((r) => r.user_id),
            rows.map((r) => r.group_id),
            lang,
          );
          return rows.map((r) => ({
            id: r.id,
            group: { id: r.group_id, name: groups.get(r.group_id) ?? '' },
            applicant: personOr(people, r.user_id),
            answers: answersIn(r.answers, lang),
            convention_version: r.convention_version,
            status: r.status,
            reason: reasonIn(r.reason_key, r.reason, lang),
            decided_by: r.decided_by,
            created_at: toIso(Number(r.created_at)),
            decided_at: r.decided_at === null ? null : toIso(Number(r.decided_at)),
          }));
        },
      );
    },

    /**
     * Decides waiting applications, each only while it still waits: a conditional update, so
     * two staff deciding the same ones at once admit nobody twice. In id order, so concurrent
     * decisions lock rows in the same order. The applicant gets a notice of the outcome.
     */
    decide(
      { ids, decision, reason_key, reason }: ActionParams<'communityApplicationDecide'>,
      audit: Auditor,
      now: number,
    ): Promise<ActionOutput<'communityApplicationDecide'>> {
      if (decision === 'refuse' && reason_key === undefined && reason === '') {
        throw new AppError('communityRefusalReason');
      }
      const key: RefusalReason | null = decision === 'refuse' ? (reason_key ?? null) : null;
      const text = decision === 'refuse' ? reason : '';
      const sorted = [...new Set(ids)].sort((a, b) => a - b);
      return db.transaction().execute(async (trx) => {
        let decided = 0;
        for (const id of sorted) {
          const row = await trx
            .updateTable('community_applications')
            .set({
              status: decision === 'approve' ? 'approved' : 'refused',
              reason_key: key,
              reason: text,
              decided_by: audit.actor.name,
              decided_at: now,
            })
            .where('id', '=', id)
            .where('status', '=', 'pending')
            .returning(['group_id', 'user_id', 'convention_version'])
            .executeTakeFirst();
          if (!row) continue;
          decided += 1;
          if (decision === 'approve') {
            await admitMember(trx, {
              groupId: row.group_id,
              userId: row.user_id,
              version: row.convention_version,
              now,
            });
            await addNotice(trx, {
              userId: row.user_id,
              kind: 'application_approved',
              groupId: row.group_id,
              params: {},
              now,
            });
          } else {
            await addNotice(trx, {
              userId: row.user_id,
              kind: 'application_refused',
              groupId: row.group_id,
              params: { reason_key: key, reason: text },
              now,
            });
          }
          await audit.record(trx, {
            target_type: 'group_application',
            target_id: id,
            before: { status: 'pending', group_id: row.group_id, user_id: row.user_id },
            after: {
              status: decision === 'approve' ? 'approved' : 'refused',
              group_id: row.group_id,
              user_id: row.user_id,
              ...(decision === 'refuse' ? { reason_key: key, reason: text } : {}),
            },
          });
        }
        if (decided === 0) {
          // Someone else decided them all first; the attempt is still on the trail.
          await audit.record(trx, {
            target_type: 'group_application',
            target_id: sorted.join(','),
            before: {},
            after: {},
          });
        }
        return { decided, skipped: sorted.length - decided };
      });
    },
  };
}
