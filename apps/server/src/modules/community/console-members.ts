import type { ActionOutput, ActionParams, Lang } from '@atelier/contract';
import type { Kysely } from 'kysely';
import { pagedList } from '../../db/paged-list';
import type { CommunityTables } from '../../db/tables/community';
import { AppError } from '../../errors';
import { dayStartIn, toIso } from '../../lib/time';
import type { Auditor } from '../../kernel/auditor';
import { peopleQuery } from '../account/people-query';
import type { SettingsRepository } from '../settings/settings-repository';
import { communitySettings } from './community-settings';
import { likeAnywhere, peopleAndGroups, peopleByIds, personOr } from './console-people';
import { addNotice } from './notices';

type BanRow = ActionOutput<'communityBan'>;

/** Members of groups, their bans, and the community's settings, as staff manage them. */
export function consoleMembers(db: Kysely<CommunityTables>, settings: SettingsRepository) {
  async function groupExists(id: number) {
    const group = await db
      .selectFrom('community_groups')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!group) throw new AppError('groupNotFound');
  }

  return {
    async members(
      { page, limit, group_id, keyword }: ActionParams<'communityMemberList'>,
      now: number,
    ): Promise<ActionOutput<'communityMemberList'>> {
      await groupExists(group_id);
      let query = db.selectFrom('community_members as m').where('m.group_id', '=', group_id);
      // Every member has a users row (a foreign key, never deleted), so only a keyword filters.
      if (keyword) {
        query = query.where(
          'm.user_id',
          'in',
          peopleQuery.idsMatching(db, keyword, likeAnywhere(keyword)),
        );
      }
      return pagedList(
        query
          .select(['m.user_id', 'm.joined_at', 'm.accepted_version', 'm.banned_until'])
          .select((eb) =>
            eb
              .selectFrom('community_posts as p')
              .select((e) => e.fn.countAll<number>().as('n'))
              .whereRef('p.user_id', '=', 'm.user_id')
              .whereRef('p.group_id', '=', 'm.group_id')
              .where('p.status', '=', 'visible')
              .as('post_count'),
          )
          .orderBy('m.joined_at', 'desc')
          .orderBy('m.user_id', 'desc'),
        query,
        { page, limit },
        async (rows) => {
          const people = await peopleByIds(
            db,
            rows.map((r) => r.user_id),
          );
          return rows.map((r) => ({
            ...personOr(people, r.user_id),
            joined_at: toIso(Number(r.joined_at)),
            accepted_version: r.accepted_version,
            post_count: Number(r.post_count ?? 0),
            banned_until:
              r.banned_until !== null && Number(r.banned_until) > now
                ? toIso(Number(r.banned_until))
                : null,
          }));
        },
      );
    },

    async bans(
      { page, limit, group_id }: ActionParams<'communityBanList'>,
      lang: Lang,
      now: number,
    ): Promise<ActionOutput<'communityBanList'>> {
      let query = db.selectFrom('community_members').where('banned_until', '>', now);
      if (group_id !== undefined) query = query.where('group_id', '=', group_id);
      return pagedList(
        query.selectAll().orderBy('banned_until').orderBy('user_id'),
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
            group: { id: r.group_id, name: groups.get(r.group_id) ?? '' },
            member: personOr(people, r.user_id),
            until: toIso(Number(r.banned_until)),
            reason: r.ban_reason,
            banned_by: r.banned_by,
            created_at: toIso(Number(r.banned_at ?? r.joined_at)),
          }));
        },
      );
    },

    /**
     * Bans a member until the start of a day in the shop's time zone (a later ban replaces an
     * earlier one); they get a notice, and the ban is on the audit trail.
     */
    async ban(
      { group_id, user_id, until, reason }: ActionParams<'communityBan'>,
      audit: Auditor,
      lang: Lang,
      now: number,
    ): Promise<BanRow> {
      const { time_zone } = await settings.shop();
      const end = dayStartIn(until, time_zone);
      if (end <= now) throw new AppError('communityBanPast');
      return db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('community_members')
          .select(['banned_until', 'ban_reason'])
          .where('group_id', '=', group_id)
          .where('user_id', '=', user_id)
          .executeTakeFirst();
        if (!before) throw new AppError('communityNotAMember');
        await trx
          .updateTable('community_members')
          .set({
            banned_until: end,
            ban_reason: reason,
            banned_by: audit.actor.name,
            banned_at: now,
          })
          .where('group_id', '=', group_id)
          .where('user_id', '=', user_id)
          .execute();
        await addNotice(trx, {
          userId: user_id,
          kind: 'banned',
          groupId: group_id,
          params: { until: end, reason },
          now,
        });
        const wasBanned = before.banned_until !== null && Number(before.banned_until) > now;
        await audit.record(trx, {
          target_type: 'group_member',
          target_id: `${group_id}:${user_id}`,
          before: wasBanned
            ? { banned_until: toIso(Number(before.banned_until)), ban_reason: before.ban_reason }
            : { banned_until: null },
          after: { banned_until: toIso(end), ban_reason: reason },
        });
        const [people, groups] = await peopleAndGroups(trx, [user_id], [group_id], lang);
        return {
          group: { id: group_id, name: groups.get(group_id) ?? '' },
          member: personOr(people, user_id),
          until: toIso(end),
          reason,
          banned_by: audit.actor.name,
          created_at: toIso(now),
        };
      });
    },

    /** Ends a ban early; refused when the member is not banned (any more). */
    unban(
      { group_id, user_id }: ActionParams<'communityUnban'>,
      audit: Auditor,
      now: number,
    ): Promise<Record<string, never>> {
      return db.transaction().execute(async (trx) => {
        const ended = await trx
          .updateTable('community_members')
          .set({ banned_until: null })
          .where('group_id', '=', group_id)
          .where('user_id', '=', user_id)
          .where('banned_until', '>', now)
          .returning(['banned_until', 'ban_reason'])
          .executeTakeFirst();
        if (!ended) throw new AppError('communityNotBanned');
        await audit.record(trx, {
          target_type: 'group_member',
          target_id: `${group_id}:${user_id}`,
          before: { banned: true },
          after: { banned: false },
        });
        return {};
      });
    },

    settingsInfo: () => communitySettings(settings),

    /** Saves the settings with their audit row, in one transaction. */
    async saveSettings(
      values: ActionParams<'communitySettingsSave'>,
      audit: Auditor,
      now: number,
    ): Promise<ActionOutput<'communitySettingsSave'>> {
      return db.transaction().execute(async (trx) => {
        const within = settings.within(trx);
        const before = await communitySettings(within);
        await within.set('community', values, now);
        await audit.record(trx, {
          target_type: 'community_settings',
          target_id: 'community',
          before,
          after: values,
        });
        return values;
      });
    },
  };
}
