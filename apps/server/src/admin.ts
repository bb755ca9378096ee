// `npm run admin -- create <username>`, and dist/admin.js once bundled: the studio's
// administrators are made here, on the server, never by the demo seed in production. Checks the
// Node.js version first, as the server's entry does.
import { exitUnlessNodeSupported } from './node-version.mjs';

exitUnlessNodeSupported();
const { runAdminCommand } = await import('./admin-command');
await runAdminCommand(process.argv.slice(2));
