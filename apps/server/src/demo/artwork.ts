/**
 * Deterministic generative artwork for demo content: the same seed always draws the same SVG,
 * so the demo shop looks like a digital-art studio's without downloading a single image.
 */
const palettes = [
  ['#0b0d17', '#1d3557', '#457b9d', '#a8dadc', '#f1faee', '#e63946'],
  ['#10002b', '#3c096c', '#7b2cbf', '#c77dff', '#e0aaff', '#ffd60a'],
  ['#0d1b1e', '#1b4332', '#2d6a4f', '#52b788', '#b7e4c7', '#ff7b00'],
  ['#1a0f0a', '#6f1d1b', '#bb9457', '#ffe6a7', '#99582a', '#432818'],
  ['#03045e', '#0077b6', '#00b4d8', '#90e0ef', '#caf0f8', '#ff006e'],
  ['#111111', '#2b2d42', '#8d99ae', '#edf2f4', '#ef233c', '#d90429'],
] as const;

/** Ink and blue-green palettes for the landscapes: a misty paper ground, then darker ridges. */
const inkPalettes = [
  ['#f3efe6', '#d8d2c4', '#a9a79b', '#6f7570', '#3b4240', '#b3322a'],
  ['#eef1ea', '#c9d8cc', '#8fb3a0', '#4f7f6e', '#24453d', '#c8553d'],
  ['#e9eef2', '#c3cfd9', '#8ea3b5', '#56708a', '#26384a', '#d98e04'],
] as const;

export type ArtStyle = 'flow' | 'orbits' | 'mosaic' | 'ridges' | 'portrait';
export const ART_STYLES: readonly ArtStyle[] = ['flow', 'orbits', 'mosaic', 'ridges', 'portrait'];

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

export const f = (n: number) => n.toFixed(1);

/** The first two colours of the seed's palette: the ground and the main tone. */
export function paletteOf(seed: number, style: ArtStyle): readonly string[] {
  return style === 'ridges'
    ? (inkPalettes[seed % inkPalettes.length] ?? inkPalettes[0])
    : (palettes[seed % palettes.length] ?? palettes[0]);
}

/**
 * The picture's elements without the root element, so other pictures can embed it; `id` names
 * its gradient, which must be unique within the document that embeds it.
 */
export function artworkBody(
  seed: number,
  style: ArtStyle,
  width: number,
  height: number,
  id = 'g',
): string {
  const rand = prng(seed);
  const palette = paletteOf(seed, style);
  const pick = () => palette[1 + Math.floor(rand() * (palette.length - 1))] ?? palette[1];
  const shapes: string[] = [];

  if (style === 'flow') {
    // Fewer lines in a small picture keep postcards and thumbnails to a few kilobytes.
    const lines = Math.round(30 + 40 * Math.min(1, (width * height) / (800 * 800)));
    for (let i = 0; i < lines; i++) {
      const y = rand() * height;
      const amp = height * (0.1 + rand() * 0.4);
      shapes.push(
        `<path d="M${f(-50)} ${f(y)} C ${f(width * 0.3)} ${f(y - amp)}, ${f(width * 0.6)} ${f(y + amp)}, ${f(width + 50)} ${f(y + (rand() - 0.5) * amp)}" stroke="${pick()}" stroke-width="${f(1 + rand() * 14)}" fill="none" opacity="${(0.15 + rand() * 0.6).toFixed(2)}"/>`,
      );
    }
  } else if (style === 'orbits') {
    for (let c = 0; c < 5; c++) {
      const cx = rand() * width;
      const cy = rand() * height;
      const colour = pick();
      for (let r = 20 + rand() * 20; r < width * 0.45; r += 14 + rand() * 26) {
        shapes.push(
          `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" stroke="${colour}" stroke-width="${f(1 + rand() * 5)}" fill="none" opacity="${(0.2 + rand() * 0.5).toFixed(2)}"/>`,
        );
      }
    }
  } else if (style === 'mosaic') {
    const size = 40 + Math.floor(rand() * 60);
    for (let x = 0; x < width; x += size) {
      for (let y = 0; y < height; y += size) {
        if (rand() < 0.55) continue;
        const shape =
          rand() < 0.5
            ? `<rect x="${x}" y="${y}" width="${size}" height="${size}"`
            : `<circle cx="${x + size / 2}" cy="${y + size / 2}" r="${f((size / 2) * (0.4 + rand() * 0.6))}"`;
        shapes.push(`${shape} fill="${pick()}" opacity="${(0.35 + rand() * 0.65).toFixed(2)}"/>`);
      }
    }
  } else if (style === 'portrait') {
    shapes.push(...portrait(rand, pick, palette, width, height, id));
  } else {
    // Layered ridges, paler with distance, with bands of mist between them: a shan shui read
    // through noise. Each ridge is a random walk smoothed by averaging with its neighbours.
    const sun = palette[5] ?? palette[1];
    shapes.push(
      `<circle cx="${f(width * (0.15 + rand() * 0.7))}" cy="${f(height * (0.12 + rand() * 0.2))}" r="${f(Math.min(width, height) * (0.04 + rand() * 0.05))}" fill="${sun}" opacity="0.8"/>`,
    );
    const layers = 5 + Math.floor(rand() * 3);
    const steps = 28;
    for (let l = 0; l < layers; l++) {
      const base = height * (0.3 + (l / layers) * 0.6);
      const rough = height * (0.22 - l * 0.02);
      let y = base - rand() * rough;
      const ys: number[] = [];
      for (let s = 0; s <= steps; s++) {
        y = Math.min(height, Math.max(height * 0.12, y + (rand() - 0.5) * rough * 0.6));
        ys.push(y);
      }
      const points = ys.map((v, s) => {
        const near = [ys[s - 1] ?? v, v, ys[s + 1] ?? v];
        return `${f((s / steps) * width)} ${f(near.reduce((a, b) => a + b, 0) / 3)}`;
      });
      const colour = palette[Math.min(palette.length - 2, 1 + Math.floor((l / layers) * 4))];
      shapes.push(
        `<path d="M0 ${f(height)} L${points.join(' L')} L${width} ${f(height)} Z" fill="${colour}" opacity="${(0.55 + (l / layers) * 0.45).toFixed(2)}"/>`,
      );
      if (rand() < 0.6) {
        shapes.push(
          `<rect x="0" y="${f(base - rough * 0.2)}" width="${width}" height="${f(height * 0.05)}" fill="${palette[0]}" opacity="0.35"/>`,
        );
      }
    }
  }

  const glowX = f(width * (0.2 + rand() * 0.6));
  const glowY = f(height * (0.2 + rand() * 0.6));
  return [
    `<defs><radialGradient id="${id}" cx="${glowX}" cy="${glowY}" r="${f(width * 0.7)}" gradientUnits="userSpaceOnUse">`,
    style === 'ridges'
      ? `<stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></radialGradient></defs>`
      : `<stop offset="0" stop-color="${palette[1]}"/><stop offset="1" stop-color="${palette[0]}"/></radialGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#${id})"/>`,
    ...shapes,
  ].join('\n');
}

/**
 * An abstract head and shoulders for the team's portraits: a dark bust before soft discs of
 * colour, modelled by contour lines that ring out from a point of light, with a rim of light.
 */
function portrait(
  rand: () => number,
  choose: () => string | undefined,
  palette: readonly string[],
  width: number,
  height: number,
  id: string,
): string[] {
  const pick = () => choose() ?? '#fff';
  const shapes: string[] = [];
  const unit = Math.min(width, height * 0.8);
  for (let i = 0; i < 6; i++) {
    shapes.push(
      `<circle cx="${f(rand() * width)}" cy="${f(rand() * height)}" r="${f(unit * (0.08 + rand() * 0.28))}" fill="${pick()}" opacity="${(0.08 + rand() * 0.18).toFixed(2)}"/>`,
    );
  }
  const cx = width * (0.46 + rand() * 0.08);
  const cy = height * (0.35 + rand() * 0.05);
  const r = unit * (0.17 + rand() * 0.03);
  const tilt = (rand() - 0.5) * 16;
  const shoulder = cy + r * 2.05;
  const neck = cy + r * 1.05;
  const side = (sign: 1 | -1) => (k: number) => f(cx + sign * r * k);
  const [left, right] = [side(-1), side(1)];
  // Short hair, a bun or a bob, as the seed falls, so a team does not look like one person.
  const hair = rand();
  const turn = `transform="rotate(${f(tilt)} ${f(cx)} ${f(cy)})"`;
  const bust = [
    hair < 0.33
      ? `<circle cx="${f(cx + r * 0.1)}" cy="${f(cy - r * 1.25)}" r="${f(r * 0.45)}" ${turn}/>`
      : hair < 0.66
        ? `<path d="M${left(1.12)} ${f(cy + r * 0.75)} C ${left(1.35)} ${f(cy - r * 1.5)}, ${right(1.35)} ${f(cy - r * 1.5)}, ${right(1.12)} ${f(cy + r * 0.75)} C ${right(0.8)} ${f(cy + r)}, ${left(0.8)} ${f(cy + r)}, ${left(1.12)} ${f(cy + r * 0.75)} Z" ${turn}/>`
        : '',
    `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r)}" ry="${f(r * 1.2)}" ${turn}/>`,
    `<path d="M${left(2.5)} ${height} C ${left(2.5)} ${f(shoulder + r * 0.2)}, ${left(1.6)} ${f(shoulder - r * 0.35)}, ${left(0.5)} ${f(shoulder - r * 0.45)} L ${left(0.42)} ${f(neck)} L ${right(0.42)} ${f(neck)} L ${right(0.5)} ${f(shoulder - r * 0.45)} C ${right(1.6)} ${f(shoulder - r * 0.35)}, ${right(2.5)} ${f(shoulder + r * 0.2)}, ${right(2.5)} ${height} Z"/>`,
  ].join('');
  shapes.push(
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * (1.7 + rand() * 0.4))}" fill="none" stroke="${pick()}" stroke-width="${f(2 + rand() * 4)}" opacity="0.5"/>`,
  );
  shapes.push(`<clipPath id="${id}-bust">${bust}</clipPath>`);
  shapes.push(`<g fill="${palette[0] ?? '#111'}">${bust}</g>`);
  const lx = cx + (rand() - 0.7) * r;
  const ly = cy - r * (0.2 + rand() * 0.3);
  const rings: string[] = [];
  for (let k = 0.15; k < 4.6; k += 0.16 + rand() * 0.06) {
    rings.push(
      `<ellipse cx="${f(lx)}" cy="${f(ly)}" rx="${f(r * k)}" ry="${f(r * k * 1.15)}" stroke="${pick()}" stroke-width="${f(1.2 + rand() * 2.8)}" opacity="${(0.45 + rand() * 0.5).toFixed(2)}"/>`,
    );
  }
  shapes.push(`<g clip-path="url(#${id}-bust)" fill="none">${rings.join('')}</g>`);
  shapes.push(
    `<g fill="none" stroke="${palette[4] ?? '#fff'}" stroke-width="3" opacity="0.7" transform="translate(${f(-r * 0.04)} ${f(-r * 0.03)})">${bust}</g>`,
  );
  return shapes;
}

/** A standalone SVG document of the given size. */
export function svgDocument(width: number, height: number, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    body,
    '</svg>',
  ].join('\n');
}

export function drawArtwork(seed: number, style: ArtStyle, width = 1600, height = 900): string {
  return svgDocument(width, height, artworkBody(seed, style, width, height));
}
