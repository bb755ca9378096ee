// The table `npm test` and CI print at the end: each stage and its time, then the whole.
import { readFileSync } from 'node:fs';

function clock(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** `stages` as [name, seconds] pairs, run one after another. */
export function formatStages(stages) {
  const width = Math.max(5, ...stages.map(([name]) => name.length));
  const total = stages.reduce((sum, [, seconds]) => sum + seconds, 0);
  const row = (name, seconds) => `${name.padEnd(width)}  ${clock(seconds).padStart(6)}`;
  return [
    `${'stage'.padEnd(width)}    time`,
    ...stages.map(([name, seconds]) => row(name, seconds)),
    row('total', total),
  ].join('\n');
}

/** The stages of a STAGE_TIMES file: a line each, the name and the seconds after a tab. */
export function readStages(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name, seconds] = line.split('\t');
      return [name, Number(seconds)];
    });
}

// `node scripts/stage-table.mjs <file>`: the table of a STAGE_TIMES file.
if (process.argv[1] === import.meta.filename) {
  console.log(formatStages(readStages(process.argv[2])));
}
