import { can, isStaff, STAFF_ROLES, type ActionOutput, type Role } from '@atelier/contract';
import type { Kysely } from 'kysely';
import type { AccountTables } from '../../db/tables/account';
import { AppError } from '../../errors';

type AuditRow = ActionOutput<'auditList'>['list'][number];

const staffRoles: readonly unknown[] = STAFF_ROLES;

/** A staff role; the trail's actor may also be the shop itself (`system`), which is not staff. */
function isStaffRole(role: unknown): boolean {
  return staffRoles.includes(role);
}

/**
 * The one rule for staff acting on staff: on a staff account only an administrator runs a
 * console action aimed at one account. The dispatcher asks it before each of the contract's
 * `ACCOUNT_ACTIONS`; an unknown account is left to the action to refuse.
 */
export function staffTargetRule(db: Kysely<AccountTables>) {
  return {
    async refuse(actor: { role: Role }, accountId: number): Promise<void> {
      if (actor.role === 'admin') return;
      const target = await db
        .selectFrom('users')
        .select('role')
        .where('id', '=', accountId)
        .executeTakeFirst();
      if (target && isStaff(target.role)) throw new AppError('staffTarget');
    },
  };
}
export type StaffTargetRule = ReturnType<typeof staffTargetRule>;

/**
 * An account's history (newest first) as `viewer` may read it: what staff did to the account
 * while it was staff is for `audit` holders only. Its role at each row is its current role
 * walked back through its role changes, which the same history holds; a change to or from a
 * staff role counts as staff business on both sides.
 */
export function historyFor(viewer: { role: Role }, rows: AuditRow[], role: Role): AuditRow[] {
  if (can(viewer.role, 'audit')) return rows;
  let roleThen: unknown = role;
  return rows.filter((row) => {
    let onStaff = isStaffRole(roleThen);
    if (row.before && 'role' in row.before) {
      onStaff = onStaff || isStaffRole(row.before.role);
      roleThen = row.before.role;
    }
    return !(isStaffRole(row.actor_role) && onStaff);
  });
}
