// Bundles the server into dist/: server.js, the entry `npm start` runs, and boot.js, the server
// itself; admin.js, the entry of `npm run admin`, and admin-command.js, the command itself;
// backup.js, the entry of `npm run backup` and `npm run restore`, and backup-command.js. Our
// workspace packages (the contract, in TypeScript) are bundled in; every npm
// dependency stays external and is loaded from node_modules.
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@atelier/'));

// Chunks of an earlier build, with other hashes, would stay beside the new ones.
rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });

await build({
  entryPoints: ['src/server.ts', 'src/admin.ts', 'src/backup.ts'],
  outdir: 'dist',
  bundle: true,
  // server.ts imports the server dynamically once the Node.js version has passed its check; split,
  // that import stays a separate file (dist/boot-*.js) whose imports load only then, where a single
  // bundle would evaluate every import before the check.
  splitting: true,
  entryNames: '[name]',
  // Shared code of the two entries goes into chunks of its own too; a hash keeps them apart.
  // Every file stays in dist/ itself: the server finds the web app relative to its own file.
  chunkNames: '[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
