import type { GroupInfo } from '../api/group-queries';

/** What a group's page offers the caller, from where they stand. */
export type Standing =
  | { kind: 'join' }
  | { kind: 'closed' }
  | { kind: 'pending' }
  | { kind: 'member'; since: string }
  | { kind: 'banned'; until: string }
  | { kind: 'cooldown'; until: string; reason: string };

export function standingOf(group: Pick<GroupInfo, 'open' | 'me'>): Standing {
  const { me } = group;
  if (me?.state === 'member') return { kind: 'member', since: me.joined_at ?? '' };
  if (me?.state === 'banned') return { kind: 'banned', until: me.banned_until ?? '' };
  if (me?.state === 'pending') return { kind: 'pending' };
  if (me?.cooldown_until) {
    return { kind: 'cooldown', until: me.cooldown_until, reason: me.refusal_reason };
  }
  return group.open ? { kind: 'join' } : { kind: 'closed' };
}
