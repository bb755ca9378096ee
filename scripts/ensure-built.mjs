// `npm start` runs this first: it builds the server and the web app when their output is
// missing or older than their sources, and otherwise does nothing. On a Node.js that Atelier does
// not support it stops first, with one line, before building anything.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { exitUnlessNodeSupported } from '../apps/server/src/node-version.mjs';

exitUnlessNodeSupported();

const root = path.resolve(import.meta.dirname, '..');

function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== 'node_modules') visit(path.join(p, entry));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach((p) => visit(path.join(root, p)));
  return latest;
}

function builtAt(file) {
  const full = path.join(root, file);
  return existsSync(full) ? statSync(full).mtimeMs : 0;
}

const targets = [
  {
    workspace: 'apps/server',
    output: 'apps/server/dist/server.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'packages/contract/src'],
  },
  {
    workspace: 'apps/web',
    // The console's document: the second of the web's two builds writes it.
    output: 'apps/web/dist/console.html',
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      'apps/web/vite.config.ts',
      'apps/web/chunk-groups.ts',
      'apps/web/console-chunk-groups.ts',
      'packages/contract/src',
    ],
  },
];

for (const { workspace, output, sources } of targets) {
  if (builtAt(output) >= newest(sources)) continue;
  console.log(`Building ${workspace} ...`);
  execSync(`npm run build -w ${workspace}`, { cwd: root, stdio: 'inherit' });
}
