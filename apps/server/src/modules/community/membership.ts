import { ownTables, type Connection } from '../../db/connection';
import type { CommunityTables } from '../../db/tables/community';
import { AppError } from '../../errors';
import { dayIn } from '../../lib/time';
import { peopleQuery } from '../account/people-query';

/** A customer's membership of a group, if they have one. */
export function membershipOf(dbGiven: Connection, groupId: number, userId: number) {
  const db = ownTables<CommunityTables>(dbGiven);
  return db
    .selectFrom('community_members')
    .selectAll()
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export type Membership = NonNullable<Awaited<ReturnType<typeof membershipOf>>>;

export function isBanned(member: Pick<Membership, 'banned_until'>, now: number): boolean {
  return member.banned_until !== null && Number(member.banned_until) > now;
}

/**
 * Admits a customer to a group under the convention version they agreed to: the membership, the
 * group's count and the customer's first join time move together. Inside the caller's
 * transaction; false when they were a member already.
 */
export async function admitMember(
  trxGiven: Connection,
  {
    groupId,
    userId,
    version,
    now,
  }: { groupId: number; userId: number; version: number; now: number },
): Promise<boolean> {
  const trx = ownTables<CommunityTables>(trxGiven);
  const added = await trx
    .insertInto('community_members')
    .values({
      group_id: groupId,
      user_id: userId,
      joined_at: now,
      accepted_version: version,
      banned_until: null,
      banned_at: null,
    })
    .onConflict((oc) => oc.columns(['group_id', 'user_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (!added) return false;
  await trx
    .updateTable('community_groups')
    .set((eb) => ({ member_count: eb('member_count', '+', 1) }))
    .where('id', '=', groupId)
    .execute();
  await peopleQuery.markCommunityJoined(trx, userId, now);
  return true;
}

/**
 * Refuses anyone who may not take part in a group now (post, comment, like, report): not a
 * member, banned, or a member who has not accepted the group's current convention.
 */
export async function requireParticipant(
  dbGiven: Connection,
  {
    groupId,
    userId,
    now,
    timeZone,
  }: { groupId: number; userId: number; now: number; timeZone: string },
): Promise<Membership> {
  const db = ownTables<CommunityTables>(dbGiven);
  const [member, group] = await Promise.all([
    membershipOf(db, groupId, userId),
    db
      .selectFrom('community_groups')
      .select('convention_version')
      .where('id', '=', groupId)
      .executeTakeFirst(),
  ]);
  if (!group) throw new AppError('groupNotFound');
  if (!member) throw new AppError('groupNotMember');
  if (isBanned(member, now)) {
    throw new AppError('groupBanned', { until: dayIn(Number(member.banned_until), timeZone) });
  }
  if (member.accepted_version < group.convention_version) {
    throw new AppError('groupConventionChanged');
  }
  return member;
}
