/** The small tools every generated picture of the demo draws with. */

/** A seeded random number generator (mulberry32): the same seed, the same numbers. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One of `n` choices for a seed. The demo numbers an artist's works consecutively (101, 102, …)
 * and its artists and team a hundred or one apart: each run lands on different choices while
 * there are choices enough, which a modulo of the seed alone would not do for the hundreds.
 * `step` must share no factor with `n`, so that different lists fall differently.
 */
export function spread(seed: number, n: number, step = 1): number {
  return ((((seed + Math.floor(seed / 100)) * step) % n) + n) % n;
}

/** Coordinates with one decimal and opacities with two keep the files small. */
export const f = (n: number) => n.toFixed(1);
export const o = (n: number) => n.toFixed(2);

/** A standalone SVG document of the given size. */
export function svgDocument(width: number, height: number, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    body,
    '</svg>',
  ].join('\n');
}
