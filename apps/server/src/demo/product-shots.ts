import { artworkBody, paletteOf, type ArtStyle } from './artwork';
import { person, type Hairstyle } from './portrait';
import { f, prng, svgDocument } from './svg-kit';

/**
 * Product photographs for the demo catalogue, drawn rather than shot: the product's generative
 * artwork framed on a wall, printed on paper, wrapped round a mug, cast as a figure. Every
 * picture is 800 × 800 and follows from its seed alone.
 */
export type ShotKind =
  | 'artwork'
  | 'wall'
  | 'detail'
  | 'paper'
  | 'certificate'
  | 'screen'
  | 'figure'
  | 'figure-side'
  | 'box'
  | 'tote'
  | 'mug'
  | 'notebook'
  | 'scarf'
  | 'phone'
  | 'postcards'
  | 'puzzle'
  | 'stickers';

const S = 800;

/** The artwork drawn at `w` × `h` into the box at (x, y); `crop` shows only part of it. */
function embed(
  seed: number,
  style: ArtStyle,
  box: { x: number; y: number; w: number; h: number },
  id: string,
  crop?: { x: number; y: number; size: number },
): string {
  const view = crop ? `${crop.x} ${crop.y} ${crop.size} ${crop.size}` : `0 0 ${box.w} ${box.h}`;
  return `<svg x="${f(box.x)}" y="${f(box.y)}" width="${f(box.w)}" height="${f(box.h)}" viewBox="${view}" preserveAspectRatio="xMidYMid slice">${artworkBody(seed, style, box.w, box.h, id)}</svg>`;
}

function backdrop(top: string, bottom: string): string {
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${S}" height="${S}" fill="url(#bg)"/>`;
}

const shadow = (x: number, y: number, w: number, h: number, r = 0) =>
  `<rect x="${f(x + 10)}" y="${f(y + 14)}" width="${f(w)}" height="${f(h)}" rx="${r}" fill="#000" opacity="0.18"/>`;

/** A creature in the manner of the studio's figures: ears, horns or fins vary with the seed. */
function creature(seed: number): string {
  const variant = seed % 3;
  const crown =
    variant === 0
      ? '<path d="M330 250 L345 150 L390 222 Z"/><path d="M470 250 L455 150 L410 222 Z"/>'
      : variant === 1
        ? '<path d="M360 225 C 340 170, 350 120, 380 100 C 372 150, 380 190, 392 214 Z"/><path d="M440 225 C 460 170, 450 120, 420 100 C 428 150, 420 190, 408 214 Z"/>'
        : '<path d="M300 300 C 250 260, 250 210, 270 190 C 290 240, 320 260, 330 270 Z"/><path d="M500 300 C 550 260, 550 210, 530 190 C 510 240, 480 260, 470 270 Z"/>';
  return [
    '<ellipse cx="400" cy="470" rx="125" ry="140"/>',
    '<circle cx="400" cy="290" r="88"/>',
    crown,
    '<path d="M505 530 C 640 510, 660 350, 570 290 C 610 390, 590 470, 498 480 Z"/>',
    '<ellipse cx="340" cy="600" rx="55" ry="26"/><ellipse cx="460" cy="600" rx="55" ry="26"/>',
  ].join('');
}

function figure(seed: number, style: ArtStyle, id: string): string {
  const eyes =
    '<ellipse cx="368" cy="292" rx="14" ry="18" fill="#fff"/><ellipse cx="432" cy="292" rx="14" ry="18" fill="#fff"/><circle cx="371" cy="296" r="7" fill="#111"/><circle cx="435" cy="296" r="7" fill="#111"/>';
  return [
    `<clipPath id="${id}-clip">${creature(seed)}</clipPath>`,
    `<defs><radialGradient id="${id}-light" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient></defs>`,
    `<g clip-path="url(#${id}-clip)">${embed(seed, style, { x: 220, y: 90, w: 460, h: 560 }, `${id}-art`)}<rect x="220" y="90" width="460" height="560" fill="url(#${id}-light)"/></g>`,
    eyes,
  ].join('');
}

function plinth(colour: string): string {
  return `<rect x="230" y="620" width="340" height="110" fill="${colour}"/><ellipse cx="400" cy="730" rx="170" ry="22" fill="${colour}"/><ellipse cx="400" cy="620" rx="170" ry="22" fill="#fff" opacity="0.85"/>`;
}

/** A square grid of modules like a QR code, with the three finder squares in its corners. */
function code(seed: number, x: number, y: number, size: number): string {
  const rand = prng(seed * 7 + 3);
  const n = 21;
  const m = size / n;
  const cells: string[] = [];
  const finder = (cx: number, cy: number) =>
    `<rect x="${f(x + cx * m)}" y="${f(y + cy * m)}" width="${f(7 * m)}" height="${f(7 * m)}" fill="#111"/><rect x="${f(x + (cx + 1) * m)}" y="${f(y + (cy + 1) * m)}" width="${f(5 * m)}" height="${f(5 * m)}" fill="#fff"/><rect x="${f(x + (cx + 2) * m)}" y="${f(y + (cy + 2) * m)}" width="${f(3 * m)}" height="${f(3 * m)}" fill="#111"/>`;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const inFinder = (i < 8 && j < 8) || (i < 8 && j > n - 9) || (i > n - 9 && j < 8);
      if (!inFinder && rand() < 0.45)
        cells.push(
          `<rect x="${f(x + i * m)}" y="${f(y + j * m)}" width="${f(m)}" height="${f(m)}"/>`,
        );
    }
  }
  return `<g fill="#111">${cells.join('')}</g>${finder(0, 0)}${finder(n - 7, 0)}${finder(0, n - 7)}`;
}

const draw: Record<ShotKind, (seed: number, style: ArtStyle) => string> = {
  artwork: (seed, style) => artworkBody(seed, style, S, S),

  wall: (seed, style) => {
    const portrait = seed % 2 === 0;
    const [w, h] = portrait ? [330, 430] : [460, 340];
    const x = (S - w) / 2;
    const y = 290 - h / 2;
    const frame = seed % 3 === 0 ? '#8a6a4a' : '#2b2622';
    return [
      backdrop('#f1ece4', '#e0d8cc'),
      `<rect y="640" width="${S}" height="160" fill="#c9bba7"/>`,
      shadow(x - 22, y - 22, w + 44, h + 44),
      `<rect x="${x - 22}" y="${y - 22}" width="${w + 44}" height="${h + 44}" fill="${frame}"/>`,
      `<rect x="${x - 10}" y="${y - 10}" width="${w + 20}" height="${h + 20}" fill="#faf8f3"/>`,
      embed(seed, style, { x: x + 18, y: y + 18, w: w - 36, h: h - 36 }, 'a'),
      '<rect x="600" y="560" width="46" height="80" rx="6" fill="#6f6a60"/><path d="M623 560 C 600 500, 590 470, 610 440 M623 560 C 640 500, 660 480, 650 450" stroke="#4f7f6e" stroke-width="10" fill="none"/>',
    ].join('\n');
  },

  detail: (seed, style) => {
    const rand = prng(seed + 11);
    return embed(seed, style, { x: 0, y: 0, w: S, h: S }, 'a', {
      x: Math.round(rand() * 480),
      y: Math.round(rand() * 480),
      size: 320,
    });
  },

  paper: (seed, style) => {
    const edition = 1 + (seed % 49);
    return [
      backdrop('#d8d3ca', '#c9c3b8'),
      `<g transform="rotate(-2 400 400)">`,
      shadow(140, 80, 520, 640),
      '<rect x="140" y="80" width="520" height="640" fill="#fdfcf8"/>',
      embed(seed, style, { x: 190, y: 130, w: 420, h: 470 }, 'a'),
      `<text x="190" y="650" font-family="Georgia, serif" font-size="20" fill="#6b6b6b">${edition}/50</text>`,
      '<path d="M480 648 c 10 -22, 22 -22, 26 -4 s 14 10, 22 -10 s 18 -6, 22 6 s 16 4, 40 -8" stroke="#6b6b6b" stroke-width="2" fill="none"/>',
      '</g>',
    ].join('\n');
  },

  certificate: (seed, style) =>
    [
      backdrop('#2a2724', '#1b1917'),
      '<g transform="rotate(-4 400 400)">',
      shadow(110, 200, 580, 400, 8),
      '<rect x="110" y="200" width="580" height="400" rx="8" fill="#fbf8f1"/>',
      embed(seed, style, { x: 150, y: 250, w: 200, h: 200 }, 'a'),
      '<text x="380" y="282" font-family="Georgia, serif" font-size="26" fill="#222">ATELIER</text>',
      `<text x="380" y="316" font-family="Menlo, monospace" font-size="15" fill="#555">No. ${String(seed).padStart(6, '0')}</text>`,
      '<g fill="#c9c1b3"><rect x="380" y="340" width="250" height="8"/><rect x="380" y="362" width="210" height="8"/><rect x="380" y="384" width="230" height="8"/><rect x="150" y="480" width="200" height="8"/><rect x="150" y="502" width="160" height="8"/></g>',
      code(seed, 520, 430, 120),
      '<circle cx="430" cy="520" r="40" fill="none" stroke="#b3322a" stroke-width="5" opacity="0.85"/><rect x="412" y="502" width="36" height="36" fill="#b3322a" opacity="0.85"/>',
      '</g>',
    ].join('\n'),

  screen: (seed, style) => {
    const tone = paletteOf(seed, style)[1] ?? '#333';
    return [
      backdrop('#1c1e24', '#0e0f12'),
      `<ellipse cx="400" cy="380" rx="360" ry="240" fill="${tone}" opacity="0.25"/>`,
      '<path d="M370 600 L430 600 L470 700 L330 700 Z" fill="#2a2c33"/>',
      '<rect x="300" y="696" width="200" height="14" rx="7" fill="#2a2c33"/>',
      '<rect x="100" y="170" width="600" height="440" rx="18" fill="#0a0a0a" stroke="#3a3d46" stroke-width="3"/>',
      embed(seed, style, { x: 124, y: 194, w: 552, h: 392 }, 'a'),
    ].join('\n');
  },

  figure: (seed, style) =>
    [backdrop('#ebe8f1', '#cdc8d7'), plinth('#d8d4df'), figure(seed, style, 'f')].join('\n'),

  'figure-side': (seed, style) =>
    [
      backdrop('#f3ede4', '#d9cfc0'),
      plinth('#e2d9cb'),
      `<g transform="translate(800 0) scale(-1 1)">${figure(seed, style, 'f')}</g>`,
    ].join('\n'),

  box: (seed, style) => {
    const tone = paletteOf(seed, style)[1] ?? '#333';
    return [
      backdrop('#f4f1ec', '#ded8ce'),
      shadow(190, 110, 420, 560),
      `<rect x="190" y="110" width="420" height="560" fill="${tone}"/>`,
      '<path d="M610 110 L650 140 L650 700 L610 670 Z" fill="#000" opacity="0.35"/>',
      '<rect x="240" y="160" width="320" height="380" rx="24" fill="#f8f6f2"/>',
      `<g transform="translate(248 150) scale(0.38)">${figure(seed, style, 'f')}</g>`,
      '<rect x="190" y="580" width="420" height="60" fill="#111" opacity="0.8"/>',
      '<text x="400" y="620" text-anchor="middle" font-family="Georgia, serif" font-size="24" fill="#fff" letter-spacing="6">ATELIER</text>',
    ].join('\n');
  },

  tote: (seed, style) =>
    [
      backdrop('#e9e4da', '#d5cdbf'),
      '<path d="M300 260 C 300 120, 500 120, 500 260" stroke="#cdbf9f" stroke-width="22" fill="none"/>',
      shadow(190, 250, 420, 470),
      '<rect x="190" y="250" width="420" height="470" fill="#efe6d2"/>',
      '<rect x="190" y="250" width="420" height="18" fill="#e2d6bd"/>',
      embed(seed, style, { x: 250, y: 330, w: 300, h: 300 }, 'a'),
    ].join('\n'),

  mug: (seed, style) =>
    [
      backdrop('#e6eaee', '#cfd6dc'),
      '<ellipse cx="390" cy="640" rx="190" ry="30" fill="#000" opacity="0.15"/>',
      '<path d="M530 330 C 640 330, 640 520, 530 520" stroke="#f4f4f2" stroke-width="34" fill="none"/>',
      '<rect x="240" y="250" width="300" height="390" rx="26" fill="#f7f7f5"/>',
      '<clipPath id="wrap"><rect x="240" y="300" width="300" height="290"/></clipPath>',
      `<g clip-path="url(#wrap)">${embed(seed, style, { x: 240, y: 300, w: 300, h: 290 }, 'a')}</g>`,
      '<ellipse cx="390" cy="252" rx="150" ry="22" fill="#3b3b3b"/>',
    ].join('\n'),

  notebook: (seed, style) =>
    [
      backdrop('#ece6dc', '#d6cdbf'),
      '<g transform="rotate(6 400 400)">',
      shadow(190, 110, 420, 580, 14),
      '<rect x="200" y="112" width="420" height="580" rx="14" fill="#f6f3ec"/>',
      '<clipPath id="cover"><rect x="190" y="110" width="420" height="580" rx="14"/></clipPath>',
      `<g clip-path="url(#cover)">${embed(seed, style, { x: 190, y: 110, w: 420, h: 580 }, 'a')}</g>`,
      '<rect x="190" y="110" width="26" height="580" fill="#000" opacity="0.25"/>',
      '<rect x="545" y="110" width="14" height="580" fill="#1b1b1b"/>',
      '</g>',
    ].join('\n'),

  scarf: (seed, style) =>
    [
      backdrop('#f0ece6', '#dcd5ca'),
      '<g transform="rotate(45 400 400)">',
      shadow(180, 180, 440, 440),
      embed(seed, style, { x: 180, y: 180, w: 440, h: 440 }, 'a'),
      '<rect x="180" y="180" width="440" height="440" fill="none" stroke="#fff" stroke-width="6" opacity="0.7"/>',
      '<path d="M180 400 L620 400" stroke="#000" stroke-width="30" opacity="0.08"/>',
      '</g>',
    ].join('\n'),

  phone: (seed, style) =>
    [
      backdrop('#e4e7ea', '#c9ced4'),
      shadow(250, 100, 300, 600, 48),
      '<clipPath id="case"><rect x="250" y="100" width="300" height="600" rx="48"/></clipPath>',
      `<g clip-path="url(#case)">${embed(seed, style, { x: 250, y: 100, w: 300, h: 600 }, 'a')}</g>`,
      '<rect x="272" y="122" width="110" height="120" rx="26" fill="#1a1a1a" opacity="0.9"/>',
      '<circle cx="305" cy="160" r="20" fill="#333"/><circle cx="350" cy="160" r="20" fill="#333"/><circle cx="305" cy="205" r="20" fill="#333"/>',
    ].join('\n'),

  postcards: (seed, style) =>
    [
      backdrop('#efe9df', '#dbd2c3'),
      ...[
        [-12, 120, 170, 0],
        [4, 200, 290, 1],
        [-3, 260, 420, 2],
      ].map(
        ([angle = 0, x = 0, y = 0, i = 0]) =>
          `<g transform="rotate(${angle} ${x + 200} ${y + 130})">${shadow(x, y, 400, 260)}<rect x="${x}" y="${y}" width="400" height="260" fill="#fdfbf6"/>${embed(seed + i, style, { x: x + 16, y: y + 16, w: 368, h: 228 }, `a${i}`)}</g>`,
      ),
    ].join('\n'),

  puzzle: (seed, style) => {
    const lines: string[] = [];
    for (let k = 100; k < S; k += 100) {
      let v = `M${k} 0`;
      let h = `M0 ${k}`;
      for (let t = 0; t < S; t += 100) {
        const bump = (t / 100 + k / 100) % 2 === 0 ? 14 : -14;
        v += ` L${k} ${t + 38} c ${bump} 0, ${bump} 24, 0 24 L${k} ${t + 100}`;
        h += ` L${t + 38} ${k} c 0 ${bump}, 24 ${bump}, 24 0 L${t + 100} ${k}`;
      }
      lines.push(`<path d="${v}"/><path d="${h}"/>`);
    }
    return [
      artworkBody(seed, style, S, S),
      `<g stroke="#fff" stroke-width="2.5" fill="none" opacity="0.55">${lines.join('')}</g>`,
    ].join('\n');
  },

  stickers: (seed, style) => {
    const spots: Array<[number, number, number]> = [
      [230, 230, 120],
      [540, 250, 100],
      [330, 520, 110],
      [590, 560, 80],
    ];
    const shapes = spots.map(([cx, cy, r], i) =>
      i % 2 === 0
        ? `<circle cx="${cx}" cy="${cy}" r="${r}"/>`
        : `<rect x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}" rx="${r / 3}"/>`,
    );
    return [
      backdrop('#f2f0ea', '#ddd8cd'),
      `<g fill="#000" opacity="0.15" transform="translate(8 12)">${shapes.join('')}</g>`,
      `<g fill="#fff" stroke="#fff" stroke-width="24" stroke-linejoin="round">${shapes.join('')}</g>`,
      `<clipPath id="cut">${shapes.join('')}</clipPath>`,
      `<g clip-path="url(#cut)">${embed(seed, style, { x: 0, y: 0, w: S, h: S }, 'a')}</g>`,
    ].join('\n');
  },
};

export function drawShot(kind: ShotKind, seed: number, style: ArtStyle): string {
  return svgDocument(S, S, draw[kind](seed, style));
}

/**
 * An artist's avatar: the person (see portrait.ts; the same one the team page shows for an
 * artist on the team) before the palette of their art, dressed in their own kind of picture.
 */
export function drawPortrait(
  [seed, style]: [number, ArtStyle],
  [personSeed, hair]: [number, Hairstyle],
): string {
  const palette = paletteOf(seed, style);
  const ground: [string, string] = [palette[0] ?? '#111', palette[1] ?? '#333'];
  const wear = artworkBody(seed + 1, style === 'portrait' ? 'flow' : style, 400, 400, 'w');
  return svgDocument(400, 400, person(personSeed, 400, 400, 'p', { ground, wear, hair }));
}
