// `npm run backup` and `npm run restore`, and dist/backup.js once bundled: the first argument
// says which (the root package.json passes it). Checks the Node.js version first, as the
// server's entry does.
import { exitUnlessNodeSupported } from './node-version.mjs';

exitUnlessNodeSupported();
const { runBackupCommand } = await import('./backup-command');
await runBackupCommand(process.argv.slice(2));
