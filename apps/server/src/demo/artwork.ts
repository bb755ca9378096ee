import { person } from './portrait';
import { f, o, prng, spread, svgDocument } from './svg-kit';

/**
 * Deterministic generative artwork for demo content: the same seed always draws the same SVG,
 * so the demo shop looks like a digital-art studio's without downloading a single image. Each
 * style has several compositions and the palettes are many, both chosen by the seed, so a
 * page of one artist's works looks like a body of work rather than one picture repeated.
 */
const palettes = [
  ['#0b0d17', '#1d3557', '#457b9d', '#a8dadc', '#f1faee', '#e63946'],
  ['#10002b', '#3c096c', '#7b2cbf', '#c77dff', '#e0aaff', '#ffd60a'],
  ['#0d1b1e', '#1b4332', '#2d6a4f', '#52b788', '#b7e4c7', '#ff7b00'],
  ['#1a0f0a', '#6f1d1b', '#bb9457', '#ffe6a7', '#99582a', '#432818'],
  ['#03045e', '#0077b6', '#00b4d8', '#90e0ef', '#caf0f8', '#ff006e'],
  ['#111111', '#2b2d42', '#8d99ae', '#edf2f4', '#ef233c', '#d90429'],
  ['#f4efe6', '#e6d5bf', '#d4a373', '#bc6c25', '#283618', '#606c38'],
  ['#fdf0d5', '#f3d2ae', '#c1121f', '#780000', '#003049', '#669bbc'],
  ['#edf6f9', '#cde7ea', '#83c5be', '#006d77', '#e29578', '#ffddd2'],
  ['#f8f4ec', '#e8e1d3', '#e07a5f', '#3d405b', '#81b29a', '#f2cc8f'],
  ['#1b1b3a', '#693668', '#a74482', '#f84aa7', '#ff3562', '#ffd166'],
  ['#22223b', '#4a4e69', '#9a8c98', '#c9ada7', '#f2e9e4', '#e9c46a'],
  ['#e9ecef', '#ced4da', '#343a40', '#212529', '#f77f00', '#d62828'],
  ['#fff8e7', '#f6e2b3', '#f4a259', '#5b8e7d', '#bc4b51', '#8cb369'],
  ['#f1f7ee', '#dfead5', '#7fb069', '#e6aa68', '#ca3c25', '#1d1a05'],
] as const;

/** Ink, blue-green, dusk, night, ochre and jade for the landscapes: a ground, then ridges. */
const inkPalettes = [
  ['#f3efe6', '#d8d2c4', '#a9a79b', '#6f7570', '#3b4240', '#b3322a'],
  ['#eef1ea', '#c9d8cc', '#8fb3a0', '#4f7f6e', '#24453d', '#c8553d'],
  ['#e9eef2', '#c3cfd9', '#8ea3b5', '#56708a', '#26384a', '#d98e04'],
  ['#f6e8df', '#e8c7b5', '#c98b86', '#7d5a6b', '#3e3147', '#e76f51'],
  ['#1d2433', '#3a4763', '#2c3750', '#1f283b', '#131a28', '#f4e4ba'],
  ['#f4ead5', '#e3cfa4', '#c9a66b', '#8c6d3f', '#4a3b22', '#a4161a'],
  ['#e6f2ef', '#bfdcd5', '#7fb8ad', '#3d7f76', '#17423d', '#f29e4c'],
] as const;

export type ArtStyle = 'flow' | 'orbits' | 'mosaic' | 'ridges' | 'portrait';
export const ART_STYLES: readonly ArtStyle[] = ['flow', 'orbits', 'mosaic', 'ridges', 'portrait'];

/** The compositions of each style; the seed chooses one. */
export const COMPOSITIONS = {
  flow: ['waves', 'ribbons', 'field', 'curtain'],
  orbits: ['rings', 'dial', 'planets', 'eclipse'],
  mosaic: ['grid', 'bauhaus', 'triangles', 'blocks'],
  ridges: ['sun', 'lake', 'peaks'],
  portrait: ['person'],
} as const;

/** The seed's palette: the ground first, then the main tone. */
export function paletteOf(seed: number, style: ArtStyle): readonly string[] {
  return style === 'ridges'
    ? (inkPalettes[spread(seed, inkPalettes.length, 2)] ?? inkPalettes[0])
    : (palettes[spread(seed, palettes.length, 4)] ?? palettes[0]);
}

/** The composition the seed draws in its style. */
export function compositionOf(seed: number, style: ArtStyle): string {
  const list: readonly string[] = COMPOSITIONS[style];
  return list[spread(seed, list.length)] ?? list[0] ?? '';
}

type Rand = () => number;
interface Canvas {
  rand: Rand;
  pick: () => string;
  palette: readonly string[];
  width: number;
  height: number;
}

const flows: Record<string, (c: Canvas) => string[]> = {
  waves: ({ rand, pick, width, height }) => {
    // Fewer lines in a small picture keep postcards and thumbnails to a few kilobytes.
    const lines = Math.round(26 + 36 * Math.min(1, (width * height) / (800 * 800)));
    const tilt = (rand() - 0.5) * height * 0.6;
    return Array.from({ length: lines }, () => {
      const y = rand() * height;
      const amp = height * (0.1 + rand() * 0.4);
      return `<path d="M${f(-50)} ${f(y - tilt)} C ${f(width * 0.3)} ${f(y - amp)}, ${f(width * 0.6)} ${f(y + amp)}, ${f(width + 50)} ${f(y + tilt + (rand() - 0.5) * amp)}" stroke="${pick()}" stroke-width="${f(1 + rand() * 14)}" fill="none" opacity="${o(0.15 + rand() * 0.6)}"/>`;
    });
  },
  ribbons: ({ rand, pick, width, height }) => {
    const count = 5 + Math.floor(rand() * 4);
    return Array.from({ length: count }, (_, i) => {
      const y = height * ((i + 0.5) / count) + (rand() - 0.5) * height * 0.2;
      const thick = height * (0.05 + rand() * 0.12);
      const a = (rand() - 0.5) * height * 0.8;
      const b = (rand() - 0.5) * height * 0.8;
      return `<path d="M-20 ${f(y)} C ${f(width * 0.35)} ${f(y + a)}, ${f(width * 0.65)} ${f(y + b)}, ${f(width + 20)} ${f(y + a * 0.3)} L${f(width + 20)} ${f(y + a * 0.3 + thick)} C ${f(width * 0.65)} ${f(y + b + thick * 1.6)}, ${f(width * 0.35)} ${f(y + a + thick * 0.4)}, -20 ${f(y + thick)} Z" fill="${pick()}" opacity="${o(0.55 + rand() * 0.4)}"/>`;
    });
  },
  field: ({ rand, pick, width, height }) => {
    // Streamlines of a smooth angle field, each a short polyline from a random start.
    const k1 = 2 + rand() * 4;
    const k2 = 2 + rand() * 4;
    const turn = rand() * Math.PI * 2;
    const angle = (x: number, y: number) =>
      turn + Math.sin((x / width) * k1) * 1.6 + Math.cos((y / height) * k2) * 1.6;
    const lines = Math.round(45 + 45 * Math.min(1, (width * height) / (800 * 800)));
    const step = Math.min(width, height) / 30;
    return Array.from({ length: lines }, () => {
      let x = rand() * width;
      let y = rand() * height;
      const points = [`${f(x)} ${f(y)}`];
      for (let s = 0; s < 7; s++) {
        const a = angle(x, y);
        x += Math.cos(a) * step;
        y += Math.sin(a) * step;
        points.push(`${f(x)} ${f(y)}`);
      }
      return `<polyline points="${points.join(' ')}" stroke="${pick()}" stroke-width="${f(2 + rand() * 6)}" stroke-linecap="round" fill="none" opacity="${o(0.4 + rand() * 0.5)}"/>`;
    });
  },
  curtain: (c) => {
    // The waves turned upright: a curtain rather than a sea.
    const { width, height } = c;
    return [
      `<g transform="translate(${width} 0) rotate(90)">${flows.waves?.({ ...c, width: height, height: width }).join('') ?? ''}</g>`,
    ];
  },
};

const orbits: Record<string, (c: Canvas) => string[]> = {
  rings: ({ rand, pick, width, height }) => {
    const shapes: string[] = [];
    const centres = 3 + Math.floor(rand() * 3);
    for (let c = 0; c < centres; c++) {
      const cx = rand() * width;
      const cy = rand() * height;
      const colour = pick();
      for (let r = 20 + rand() * 20; r < width * 0.45; r += 14 + rand() * 26) {
        shapes.push(
          `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" stroke="${colour}" stroke-width="${f(1 + rand() * 5)}" fill="none" opacity="${o(0.2 + rand() * 0.5)}"/>`,
        );
      }
    }
    return shapes;
  },
  dial: ({ rand, pick, width, height }) => {
    // Broken arcs round one centre, like the tracks of a record or a sundial's shadows.
    const cx = width * (0.3 + rand() * 0.4);
    const cy = height * (0.3 + rand() * 0.4);
    const shapes: string[] = [];
    for (let r = 16; r < Math.max(width, height) * 0.7; r += 8 + rand() * 18) {
      const length = 2 * Math.PI * r;
      const dash = length * (0.08 + rand() * 0.5);
      shapes.push(
        `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" stroke="${pick()}" stroke-width="${f(3 + rand() * 9)}" fill="none" stroke-dasharray="${f(dash)} ${f(length - dash)}" transform="rotate(${f(rand() * 360)} ${f(cx)} ${f(cy)})" opacity="${o(0.5 + rand() * 0.5)}"/>`,
      );
    }
    return shapes;
  },
  planets: ({ rand, pick, palette, width, height }) => {
    const horizon = height * (0.62 + rand() * 0.15);
    const r = Math.min(width, height) * (0.16 + rand() * 0.1);
    const cx = width * (0.3 + rand() * 0.4);
    const cy = horizon - r * (0.3 + rand() * 0.9);
    const shapes = [
      `<rect y="${f(horizon)}" width="${width}" height="${f(height - horizon)}" fill="${palette[1] ?? '#333'}" opacity="0.8"/>`,
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 1.6)}" fill="${pick()}" opacity="0.15"/>`,
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${pick()}"/>`,
      `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r * 1.9)}" ry="${f(r * 0.35)}" stroke="${pick()}" stroke-width="${f(3 + rand() * 5)}" fill="none" transform="rotate(${f(-20 + rand() * 40)} ${f(cx)} ${f(cy)})"/>`,
    ];
    for (let i = 0; i < 4; i++) {
      shapes.push(
        `<circle cx="${f(rand() * width)}" cy="${f(rand() * horizon * 0.8)}" r="${f(r * (0.08 + rand() * 0.2))}" fill="${pick()}" opacity="${o(0.6 + rand() * 0.4)}"/>`,
      );
    }
    for (let y = horizon + 12; y < height; y += 10 + rand() * 16) {
      shapes.push(
        `<rect x="${f(rand() * width * 0.5)}" y="${f(y)}" width="${f(width * (0.2 + rand() * 0.5))}" height="3" fill="${palette[4] ?? '#fff'}" opacity="0.35"/>`,
      );
    }
    return shapes;
  },
  eclipse: ({ rand, pick, width, height }) => {
    const shapes: string[] = [];
    const unit = Math.min(width, height);
    for (let i = 0; i < 3; i++) {
      const cx = width * (0.25 + rand() * 0.5);
      const cy = height * (0.25 + rand() * 0.5);
      const r = unit * (0.15 + rand() * 0.2);
      shapes.push(
        `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${pick()}" opacity="${o(0.55 + rand() * 0.35)}"/>`,
        `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 1.25)}" stroke="${pick()}" stroke-width="2" fill="none" opacity="0.6"/>`,
      );
    }
    return shapes;
  },
};

const mosaics: Record<string, (c: Canvas) => string[]> = {
  grid: ({ rand, pick, width, height }) => {
    const shapes: string[] = [];
    const size = 40 + Math.floor(rand() * 60);
    for (let x = 0; x < width; x += size) {
      for (let y = 0; y < height; y += size) {
        if (rand() < 0.55) continue;
        const shape =
          rand() < 0.5
            ? `<rect x="${x}" y="${y}" width="${size}" height="${size}"`
            : `<circle cx="${x + size / 2}" cy="${y + size / 2}" r="${f((size / 2) * (0.4 + rand() * 0.6))}"`;
        shapes.push(`${shape} fill="${pick()}" opacity="${o(0.35 + rand() * 0.65)}"/>`);
      }
    }
    return shapes;
  },
  bauhaus: ({ rand, pick, width, height }) => {
    // Quarter and half discs in big cells, each turned its own way.
    const cols = 3 + Math.floor(rand() * 3);
    const size = width / cols;
    const shapes: string[] = [];
    for (let x = 0; x < width; x += size) {
      for (let y = 0; y < height; y += size) {
        shapes.push(
          `<rect x="${f(x)}" y="${f(y)}" width="${f(size + 0.5)}" height="${f(size + 0.5)}" fill="${pick()}"/>`,
        );
        const turn = Math.floor(rand() * 4) * 90;
        const kind = rand();
        const motif =
          kind < 0.45
            ? `<path d="M0 0 L${f(size)} 0 A${f(size)} ${f(size)} 0 0 1 0 ${f(size)} Z"/>`
            : kind < 0.75
              ? `<path d="M0 0 L${f(size)} 0 A${f(size / 2)} ${f(size / 2)} 0 0 1 0 0 Z" transform="translate(0 ${f(size / 2)})"/>`
              : `<circle cx="${f(size / 2)}" cy="${f(size / 2)}" r="${f(size * 0.3)}"/>`;
        shapes.push(
          `<g transform="translate(${f(x)} ${f(y)}) rotate(${turn} ${f(size / 2)} ${f(size / 2)})" fill="${pick()}">${motif}</g>`,
        );
      }
    }
    return shapes;
  },
  triangles: ({ rand, pick, width, height }) => {
    const size = Math.max(width, height) / (4 + Math.floor(rand() * 4));
    const shapes: string[] = [];
    for (let x = 0; x < width; x += size) {
      for (let y = 0; y < height; y += size) {
        const flip = rand() < 0.5;
        const [a, b] = flip
          ? [
              `${f(x)} ${f(y)} ${f(x + size)} ${f(y)} ${f(x)} ${f(y + size)}`,
              `${f(x + size)} ${f(y)} ${f(x + size)} ${f(y + size)} ${f(x)} ${f(y + size)}`,
            ]
          : [
              `${f(x)} ${f(y)} ${f(x + size)} ${f(y)} ${f(x + size)} ${f(y + size)}`,
              `${f(x)} ${f(y)} ${f(x + size)} ${f(y + size)} ${f(x)} ${f(y + size)}`,
            ];
        shapes.push(
          `<polygon points="${a}" fill="${pick()}" opacity="${o(0.6 + rand() * 0.4)}"/>`,
          `<polygon points="${b}" fill="${pick()}" opacity="${o(0.6 + rand() * 0.4)}"/>`,
        );
      }
    }
    return shapes;
  },
  blocks: ({ rand, pick, palette, width, height }) => {
    // A rectangle split again and again, some parts coloured, with lines of the ground between.
    const shapes: string[] = [];
    const split = (x: number, y: number, w: number, h: number, depth: number) => {
      if (depth > 3 || (depth > 1 && rand() < 0.3) || Math.min(w, h) < width / 8) {
        const fill = rand() < 0.35 ? (palette[0] ?? '#fff') : pick();
        shapes.push(
          `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}" stroke="${palette[3] ?? '#111'}" stroke-width="${f(width / 90)}"/>`,
        );
        return;
      }
      const cut = 0.3 + rand() * 0.4;
      if (w > h) {
        split(x, y, w * cut, h, depth + 1);
        split(x + w * cut, y, w * (1 - cut), h, depth + 1);
      } else {
        split(x, y, w, h * cut, depth + 1);
        split(x, y + h * cut, w, h * (1 - cut), depth + 1);
      }
    };
    split(0, 0, width, height, 0);
    return shapes;
  },
};

const landscapes: Record<string, (c: Canvas) => string[]> = {
  sun: (c) => [sunOrMoon(c, 0.12), ...ridges(c, 0.3, 0.6, 0.22)],
  lake: (c) => {
    // Ridges above a still lake that holds their reflection.
    const { width, height, palette } = c;
    const water = height * 0.68;
    const hills = ridges({ ...c, height: water }, 0.35, 0.65, 0.28);
    return [
      sunOrMoon(c, 0.1),
      ...hills,
      `<rect y="${f(water)}" width="${width}" height="${f(height - water)}" fill="${palette[1] ?? '#ccc'}"/>`,
      `<g transform="translate(0 ${f(water * 2)}) scale(1 -1)" opacity="0.25">${hills.join('')}</g>`,
      `<rect y="${f(water)}" width="${width}" height="2" fill="${palette[0] ?? '#fff'}" opacity="0.8"/>`,
    ];
  },
  peaks: (c) => {
    const { rand, width, height, palette } = c;
    const birds = Array.from({ length: 3 + Math.floor(rand() * 4) }, () => {
      const x = width * (0.2 + rand() * 0.6);
      const y = height * (0.1 + rand() * 0.2);
      const s = Math.min(width, height) * 0.015;
      return `<path d="M${f(x - s)} ${f(y - s * 0.6)} Q ${f(x - s * 0.4)} ${f(y - s)} ${f(x)} ${f(y)} Q ${f(x + s * 0.4)} ${f(y - s)} ${f(x + s)} ${f(y - s * 0.6)}" stroke="${palette[4] ?? '#333'}" stroke-width="${f(Math.max(1.5, s / 4))}" fill="none"/>`;
    });
    return [sunOrMoon(c, 0.08), ...ridges(c, 0.2, 0.75, 0.4), ...birds];
  },
};

function sunOrMoon({ rand, palette, width, height }: Canvas, top: number): string {
  return `<circle cx="${f(width * (0.15 + rand() * 0.7))}" cy="${f(height * (top + rand() * 0.2))}" r="${f(Math.min(width, height) * (0.04 + rand() * 0.05))}" fill="${palette[5] ?? palette[1]}" opacity="0.85"/>`;
}

/**
 * Layered ridges, paler with distance, with bands of mist between them: a shan shui read
 * through noise. Each ridge is a random walk smoothed by averaging with its neighbours.
 */
function ridges(
  { rand, palette, width, height }: Canvas,
  from: number,
  span: number,
  roughness: number,
): string[] {
  const shapes: string[] = [];
  const layers = 4 + Math.floor(rand() * 4);
  const steps = 28;
  for (let l = 0; l < layers; l++) {
    const base = height * (from + (l / layers) * span);
    const rough = height * (roughness - l * 0.02);
    let y = base - rand() * rough;
    const ys: number[] = [];
    for (let s = 0; s <= steps; s++) {
      y = Math.min(height, Math.max(height * 0.08, y + (rand() - 0.5) * rough * 0.6));
      ys.push(y);
    }
    const points = ys.map((v, s) => {
      const near = [ys[s - 1] ?? v, v, ys[s + 1] ?? v];
      return `${f((s / steps) * width)} ${f(near.reduce((a, b) => a + b, 0) / 3)}`;
    });
    const colour = palette[Math.min(palette.length - 2, 1 + Math.floor((l / layers) * 4))];
    shapes.push(
      `<path d="M0 ${f(height)} L${points.join(' L')} L${width} ${f(height)} Z" fill="${colour}" opacity="${o(0.55 + (l / layers) * 0.45)}"/>`,
    );
    if (rand() < 0.6) {
      shapes.push(
        `<rect x="0" y="${f(base - rough * 0.2)}" width="${width}" height="${f(height * 0.05)}" fill="${palette[0]}" opacity="0.35"/>`,
      );
    }
  }
  return shapes;
}

const drawers: Record<Exclude<ArtStyle, 'portrait'>, Record<string, (c: Canvas) => string[]>> = {
  flow: flows,
  orbits,
  mosaic: mosaics,
  ridges: landscapes,
};

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
  if (style === 'portrait') return person(seed, width, height, id);
  const rand = prng(seed);
  const palette = paletteOf(seed, style);
  const pick = () => palette[1 + Math.floor(rand() * (palette.length - 1))] ?? palette[1] ?? '#888';
  const draw = drawers[style][compositionOf(seed, style)];
  const shapes = draw ? draw({ rand, pick, palette, width, height }) : [];

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

export function drawArtwork(seed: number, style: ArtStyle, width = 1600, height = 900): string {
  return svgDocument(width, height, artworkBody(seed, style, width, height));
}
