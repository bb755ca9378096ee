import type { Kysely } from 'kysely';
import type { AccountTables } from '../../db/tables/account';
import { isUniqueViolation } from '../../db/dialect';
import { accountRepository } from './account-repository';
import { hashPassword } from './passwords';

/**
 * A new administrator, as `npm run admin -- create` makes one: no mobile number, signing in with
 * the user name on the console's tab. A name already taken is refused, whoever holds it.
 */
export async function createAdministrator(
  db: Kysely<AccountTables>,
  { username, password }: { username: string; password: string },
  now: number,
): Promise<number> {
  const passwordHash = await hashPassword(password);
  try {
    const { id } = await accountRepository(db).createUser(
      { username, mobile: null, passwordHash, role: 'admin' },
      now,
    );
    return id;
  } catch (err) {
    if (isUniqueViolation(err))
      throw new Error(`the user name ${username} is taken`, { cause: err });
    throw err;
  }
}
