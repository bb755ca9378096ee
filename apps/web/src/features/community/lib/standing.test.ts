import { describe, expect, it } from 'vitest';
import type { MyGroupState } from '../api/group-queries';
import { standingOf } from './standing';

const none: MyGroupState = {
  state: 'none',
  joined_at: null,
  accepted_version: null,
  must_accept: false,
  banned_until: null,
  ban_reason: '',
  cooldown_until: null,
  refusal_reason: '',
};

describe('standingOf', () => {
  it('offers joining to a visitor and to a customer outside an open group', () => {
    expect(standingOf({ open: true, me: null })).toEqual({ kind: 'join' });
    expect(standingOf({ open: true, me: none })).toEqual({ kind: 'join' });
    expect(standingOf({ open: false, me: none })).toEqual({ kind: 'closed' });
  });

  it('says pending, member, banned until and the cooldown with its reason', () => {
    expect(standingOf({ open: true, me: { ...none, state: 'pending' } })).toEqual({
      kind: 'pending',
    });
    expect(
      standingOf({ open: false, me: { ...none, state: 'member', joined_at: '2026-01-01' } }),
    ).toEqual({ kind: 'member', since: '2026-01-01' });
    expect(
      standingOf({ open: true, me: { ...none, state: 'banned', banned_until: '2026-04-01' } }),
    ).toEqual({ kind: 'banned', until: '2026-04-01' });
    expect(
      standingOf({
        open: true,
        me: { ...none, cooldown_until: '2026-03-09', refusal_reason: 'Not a fit' },
      }),
    ).toEqual({ kind: 'cooldown', until: '2026-03-09', reason: 'Not a fit' });
  });
});
