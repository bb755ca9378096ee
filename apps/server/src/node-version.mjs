// The Node.js lines Atelier runs on. Plain JavaScript without imports, so that it runs on any
// Node.js and can stop an old one before anything loads a native module built for a newer one:
// `npm start` (scripts/ensure-built.mjs) and the server's entry (server.ts) check first.

/** The root package.json's `engines.node` (a test keeps the two equal). */
export const supportedNode = '^22.13.0 || >=24';

/**
 * Whether `version` (`v22.13.0` or `22.13.0`) is in `range`: alternatives joined by `||`, each
 * `^MAJOR.MINOR.PATCH` (that major, at least that version) or `>=MAJOR[.MINOR[.PATCH]]`.
 */
export function satisfiesNodeRange(version, range) {
  // Every alternative is read first: one this reader does not know must fail loudly, whatever the
  // version, not admit or refuse silently.
  const alternatives = range.split('||').map((alternative) => {
    const want = /^\s*(\^|>=)(\d+)(?:\.(\d+))?(?:\.(\d+))?\s*$/.exec(alternative);
    if (!want) throw new Error(`Unsupported Node.js range: ${alternative.trim()}`);
    return {
      caret: want[1] === '^',
      floor: [Number(want[2]), Number(want[3] ?? 0), Number(want[4] ?? 0)],
    };
  });
  const found = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!found) return false;
  const have = found.slice(1).map(Number);
  return alternatives.some(
    ({ caret, floor }) => compareVersions(have, floor) >= 0 && (!caret || have[0] === floor[0]),
  );
}

function compareVersions(a, b) {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** The one line that says why `version` cannot run Atelier, or undefined when it can. */
export function nodeVersionProblem(version, range = supportedNode) {
  if (satisfiesNodeRange(version, range)) return undefined;
  const needed = range.split('||').map((alternative) => alternative.trim());
  return `Atelier needs Node.js ${needed.join(' or ')}; this is ${version}.`;
}

/** Stops the process with that line and exit code 1 when this Node.js cannot run Atelier. */
export function exitUnlessNodeSupported() {
  const problem = nodeVersionProblem(process.version);
  if (problem === undefined) return;
  console.error(problem);
  process.exit(1);
}
