// `npm run typecheck`: every TypeScript project checked by TypeScript 7, the native compiler
// (package alias `typescript-native`), in a third of the time TypeScript 6 took. TypeScript 6
// stays as `typescript` because typescript-eslint parses with it and does not support 7 yet;
// both install a `tsc`, so this names the one it means.
//
// Each check runs on one thread: `npm test` runs it beside the linter and the build, so the
// cores are taken anyway, and every extra checker thread builds its own copy of the types (on
// two cores, 68 s of CPU against 31 s, and 38 s against 27 s even with the machine to itself).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const manifest = createRequire(import.meta.url).resolve('typescript-native/package.json');
const tsc = join(dirname(manifest), 'bin/tsc');
const projects = ['packages/contract', 'apps/server', 'apps/web', 'apps/web/e2e'];

// Every project is checked, so one run lists all the errors.
const failed = projects.filter(
  (project) =>
    spawnSync(process.execPath, [tsc, '-p', project, '--singleThreaded'], { stdio: 'inherit' })
      .status !== 0,
);
if (failed.length > 0) {
  console.error(`type errors in ${failed.join(', ')}`);
  process.exit(1);
}
