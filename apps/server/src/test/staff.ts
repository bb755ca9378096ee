import type { StaffRole } from '@atelier/contract';
import type { FastifyInstance } from 'fastify';
import { signUp } from './accounts';

/**
 * A new staff member of `role` and their session token: registered as a customer through the
 * API, then given the role in the database, as an admin granting it would.
 */
export async function staffMember(app: FastifyInstance, role: StaffRole) {
  const member = await signUp(app, role.slice(0, 3));
  await app.db.updateTable('users').set({ role }).where('id', '=', member.id).execute();
  return member;
}
