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

export type ArtStyle = 'flow' | 'orbits' | 'mosaic';

function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n: number) => n.toFixed(1);

export function drawArtwork(seed: number, style: ArtStyle, width = 1600, height = 900): string {
  const rand = prng(seed);
  const palette = palettes[seed % palettes.length] ?? palettes[0];
  const pick = () => palette[1 + Math.floor(rand() * (palette.length - 1))] ?? palette[1];
  const shapes: string[] = [];

  if (style === 'flow') {
    for (let i = 0; i < 70; i++) {
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
  } else {
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
  }

  const glowX = f(width * (0.2 + rand() * 0.6));
  const glowY = f(height * (0.2 + rand() * 0.6));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<defs><radialGradient id="g" cx="${glowX}" cy="${glowY}" r="${f(width * 0.7)}" gradientUnits="userSpaceOnUse">`,
    `<stop offset="0" stop-color="${palette[1]}"/><stop offset="1" stop-color="${palette[0]}"/></radialGradient></defs>`,
    `<rect width="100%" height="100%" fill="url(#g)"/>`,
    ...shapes,
    '</svg>',
  ].join('\n');
}
