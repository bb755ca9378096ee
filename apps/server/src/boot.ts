// The server: configuration, the app, the demo studio on a fresh database, and a clean shutdown.
// Loaded by server.ts once the Node.js version has passed its check.
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { exclusively } from './db/dialect';
import { seedDemo } from './demo/demo-seed';
import { ensureFirstSettings } from './modules/settings/first-settings';

const config = loadConfig();
const app = await buildApp(config);
// Demo content is the boot's to load, not the app's: an app built in a test starts empty. A shop
// without the demo still needs the settings every page reads; the demo brings its own.
if (config.seedDemo) await seedDemo(app);
await exclusively(app.db, 'first-settings', () => ensureFirstSettings(app.services.settings));

// SIGTERM and SIGINT: stop accepting, let in-flight requests finish, then close the database.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
