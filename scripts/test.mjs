// `npm test`: every check, in stages, and a table of how long each took. Stages in one group run
// side by side (each is one process that keeps a core busy: the linter, the type checker, the
// build); groups run one after another, and the first failure stops the run. The journeys use the
// build made in the first group.
//
// STAGE_TIMES=<file> appends each stage's name and seconds to that file as well, so a caller (CI)
// can print one table for all it ran.
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { formatStages } from './stage-table.mjs';

const groups = [
  [
    { name: 'lint', command: 'npm run lint' },
    { name: 'typecheck', command: 'npm run typecheck' },
    { name: 'build', command: 'npm run build', env: { NODE_ENV: 'development' } },
  ],
  [{ name: 'unit and integration', command: 'npm run test:unit' }],
  [{ name: 'journeys', command: 'npm run test:journeys' }],
];

/** Runs one stage; with `quiet`, its output is held and printed whole when it ends. */
function run({ name, command, env }, quiet) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const took = `${name} (${seconds.toFixed(0)} s)`;
      if (quiet) process.stdout.write(`\n--- ${took}\n${Buffer.concat(output).toString()}`);
      resolve({ name, ok: code === 0 });
    });
  });
}

// A row per group: its stages' names, and the time from its start to its last stage's end.
const rows = [];
let failed;
for (const group of groups) {
  const started = performance.now();
  const results = await Promise.all(group.map((stage) => run(stage, group.length > 1)));
  rows.push([group.map(({ name }) => name).join(' + '), (performance.now() - started) / 1000]);
  failed = results.find((result) => !result.ok);
  if (failed) break;
}

if (process.env.STAGE_TIMES) {
  const lines = rows.map(([name, seconds]) => `${name}\t${seconds.toFixed(0)}\n`);
  appendFileSync(process.env.STAGE_TIMES, lines.join(''));
}
console.log(`\n${formatStages(rows)}`);
if (failed) {
  console.error(`\n${failed.name} failed`);
  process.exit(1);
}
