// Creates an administrator in the database the server's environment names (DATABASE_URL, or the
// SQLite file under DATA_DIR), migrating it first if it is new. The password comes from
// ADMIN_PASSWORD when set (for scripts; unset it afterwards), or is asked for twice on the
// terminal without being shown.
import { PASSWORD_PATTERN, USERNAME_PATTERN } from '@atelier/contract/formats';
import { read } from 'read';
import { loadConfig } from './config';
import { createDb } from './db/dialect';
import { migrateToLatest } from './db/migrate';
import { createAdministrator } from './modules/account/administrators';

const usage = 'usage: npm run admin -- create <username>';

/** Asks twice on the terminal, showing stars. */
async function askOnTerminal(): Promise<string> {
  const password = await read({ prompt: 'Password: ', silent: true, replace: '*' });
  const again = await read({ prompt: 'Again: ', silent: true, replace: '*' });
  if (password !== again) throw new Error('the two passwords differ');
  return password;
}

/** The command's work: what it prints when done; an Error with the reason when refused. */
export async function adminCommand(
  args: string[],
  env: NodeJS.ProcessEnv,
  askPassword: () => Promise<string> = askOnTerminal,
): Promise<string> {
  const [command, username, ...rest] = args;
  if (command !== 'create' || username === undefined || rest.length > 0) throw new Error(usage);
  if (!USERNAME_PATTERN.test(username)) {
    throw new Error('a user name is 3-32 letters, digits or underscores, and not a mobile number');
  }
  const config = loadConfig(env);
  const password = env.ADMIN_PASSWORD ?? (await askPassword());
  if (!PASSWORD_PATTERN.test(password)) {
    throw new Error('a password is 8-64 characters with at least one letter and one digit');
  }
  const db = createDb(config.database);
  try {
    await migrateToLatest(db, config.database.kind);
    await createAdministrator(db, { username, password }, Date.now());
  } finally {
    await db.destroy();
  }
  return `Administrator ${username} created: sign in on the login page's administrator tab.`;
}

/** `npm run admin -- <args>`: prints the outcome; a refusal sets exit code 1. */
export async function runAdminCommand(args: string[]): Promise<void> {
  try {
    console.log(await adminCommand(args, process.env));
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  }
}
