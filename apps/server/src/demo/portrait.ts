import { f, prng, spread, svgDocument } from './svg-kit';

/**
 * Illustrated head-and-shoulders portraits for the demo's people, faceless in the manner of
 * editorial illustration. Face shape, skin tone, hair, clothes, collar, glasses and background
 * all follow from the seed, each chosen by `spread` so that a team numbered in a run of seeds
 * gets different people rather than one silhouette repeated.
 */
const skins = ['#f5d5c0', '#eebf9f', '#dda47f', '#c68863', '#a86c48', '#85553a', '#5e3b27'];
const hairColours = [
  '#1c1a1a',
  '#4a3020',
  '#2e211b',
  '#a35f2f',
  '#8c8c8c',
  '#7a4a26',
  '#d8c6a5',
  '#27304a',
];
const clothes = [
  '#2f3e46',
  '#b5651d',
  '#e9c46a',
  '#264653',
  '#8d99ae',
  '#f1ede4',
  '#6d597a',
  '#b23a48',
  '#3a5a40',
  '#4d7ea8',
  '#1d1d1f',
];
/** A ground and a second tone for the shape behind the sitter. */
const grounds: Array<[string, string]> = [
  ['#e9e4dc', '#c9b79c'],
  ['#dfe7ec', '#9fb8c8'],
  ['#f3e1d8', '#e0a995'],
  ['#1f2a38', '#3b5068'],
  ['#e6e9dc', '#aab98b'],
  ['#2a2233', '#5b4670'],
  ['#f4ecd6', '#e3c07a'],
  ['#d9e2e1', '#6d9a96'],
  ['#f0e6ef', '#c7a4c4'],
];
export const HAIRSTYLES = [
  'crop',
  'long',
  'side',
  'bun',
  'curly',
  'bob',
  'fringe',
  'ponytail',
  'buzz',
] as const;
export type Hairstyle = (typeof HAIRSTYLES)[number];
const collars = ['crew', 'v', 'turtleneck', 'shirt'] as const;
const backdrops = ['disc', 'arch', 'split', 'plain'] as const;

/**
 * What a portrait shows, as the seed chooses it (the hairstyle may be given: it is part of who
 * the demo's people are); tests compare people by it.
 */
export function sitterOf(seed: number, hair?: Hairstyle) {
  return {
    skin: skins[spread(seed, skins.length, 3)] ?? '#dda47f',
    hair: hair ?? HAIRSTYLES[spread(seed, HAIRSTYLES.length, 5)] ?? 'crop',
    hairColour: hairColours[spread(seed, hairColours.length, 3)] ?? '#1c1a1a',
    clothes: clothes[spread(seed, clothes.length, 4)] ?? '#2f3e46',
    collar: collars[spread(seed, collars.length, 3)] ?? 'crew',
    ground: grounds[spread(seed, grounds.length, 2)] ?? ['#e9e4dc', '#c9b79c'],
    backdrop: backdrops[spread(seed, backdrops.length, 1)] ?? 'plain',
  };
}

export interface PersonOptions {
  hair?: Hairstyle;
  /** Colours behind the sitter instead of the seed's own. */
  ground?: [string, string];
  /** Pictures (SVG elements of the portrait's size) printed on the clothes. */
  wear?: string;
}

/** The portrait's elements, for a picture `width` × `height`; `id` keeps its clip paths apart. */
export function person(
  seed: number,
  width: number,
  height: number,
  id: string,
  options: PersonOptions = {},
): string {
  const rand = prng(seed * 31 + 7);
  const sitter = sitterOf(seed, options.hair);
  const [ground, tone] = options.ground ?? sitter.ground;
  const u = Math.min(width, height * 0.85);
  const cx = width / 2 + (rand() - 0.5) * width * 0.05;
  const cy = height * (0.4 + rand() * 0.03);
  const rx = u * (0.125 + rand() * 0.03);
  const ry = rx * (1.18 + rand() * 0.2);
  const top = cy + ry + u * 0.1;
  const sw = rx * (2.5 + rand() * 0.6);
  const nw = rx * (0.7 + rand() * 0.15);
  const shade = '#000';

  const back: string[] = [];
  const front: string[] = [];
  const hair = sitter.hairColour;
  const cap = (hairline: number, lean: number, volume: number) =>
    `<path d="M${f(cx - rx * 1.05)} ${f(cy + ry * 0.05)} C ${f(cx - rx * 1.15)} ${f(cy - ry * volume)}, ${f(cx + rx * 1.15)} ${f(cy - ry * volume)}, ${f(cx + rx * 1.05)} ${f(cy + ry * 0.05)} L ${f(cx + rx * 0.95)} ${f(cy - ry * 0.1)} C ${f(cx + rx * 0.6)} ${f(cy - ry * (hairline - lean))}, ${f(cx - rx * 0.3)} ${f(cy - ry * (hairline + lean))}, ${f(cx - rx * 0.95)} ${f(cy - ry * 0.1)} Z" fill="${hair}"/>`;
  switch (sitter.hair) {
    case 'crop':
      front.push(cap(0.55, 0, 1.5));
      break;
    case 'side':
      front.push(cap(0.5, 0.35, 1.6));
      break;
    case 'fringe':
      front.push(cap(0.25, 0.05, 1.55));
      break;
    case 'buzz':
      front.push(cap(0.65, 0, 1.38).replace('/>', ' opacity="0.85"/>'));
      break;
    case 'bun':
      front.push(
        `<circle cx="${f(cx + rx * 0.1)}" cy="${f(cy - ry * 1.12)}" r="${f(rx * 0.42)}" fill="${hair}"/>`,
        cap(0.6, 0.1, 1.45),
      );
      break;
    case 'ponytail':
      back.push(
        `<path d="M${f(cx + rx * 0.7)} ${f(cy - ry * 0.5)} C ${f(cx + rx * 1.9)} ${f(cy - ry * 0.2)}, ${f(cx + rx * 1.6)} ${f(cy + ry * 1.2)}, ${f(cx + rx * 1.2)} ${f(cy + ry * 1.5)} C ${f(cx + rx * 1.3)} ${f(cy + ry * 0.8)}, ${f(cx + rx * 1.1)} ${f(cy)}, ${f(cx + rx * 0.6)} ${f(cy - ry * 0.3)} Z" fill="${hair}"/>`,
      );
      front.push(cap(0.55, 0.2, 1.45));
      break;
    case 'bob':
      back.push(
        `<path d="M${f(cx - rx * 1.3)} ${f(cy + ry * 0.95)} C ${f(cx - rx * 1.5)} ${f(cy - ry * 1.6)}, ${f(cx + rx * 1.5)} ${f(cy - ry * 1.6)}, ${f(cx + rx * 1.3)} ${f(cy + ry * 0.95)} Z" fill="${hair}"/>`,
      );
      front.push(cap(0.3, 0.1, 1.55));
      break;
    case 'long':
      back.push(
        `<path d="M${f(cx - rx * 1.15)} ${f(cy - ry * 0.4)} C ${f(cx - rx * 1.5)} ${f(cy + ry)}, ${f(cx - rx * 1.7)} ${f(top)}, ${f(cx - rx * 1.6)} ${f(top + u * 0.2)} L ${f(cx + rx * 1.6)} ${f(top + u * 0.2)} C ${f(cx + rx * 1.7)} ${f(top)}, ${f(cx + rx * 1.5)} ${f(cy + ry)}, ${f(cx + rx * 1.15)} ${f(cy - ry * 0.4)} Z" fill="${hair}"/>`,
      );
      front.push(cap(0.5, 0.25, 1.55));
      break;
    case 'curly': {
      const curls: string[] = [];
      for (let a = 160; a <= 380; a += 20) {
        const t = (a * Math.PI) / 180;
        curls.push(
          `<circle cx="${f(cx + Math.cos(t) * rx * 1.02)}" cy="${f(cy - ry * 0.25 + Math.sin(t) * ry * 0.95)}" r="${f(rx * (0.3 + rand() * 0.08))}"/>`,
        );
      }
      front.push(`<g fill="${hair}">${curls.join('')}</g>`, cap(0.45, 0, 1.5));
      break;
    }
  }

  const backdrop = {
    disc: `<circle cx="${f(cx)}" cy="${f(cy - ry * 0.2)}" r="${f(u * 0.36)}" fill="${tone}"/>`,
    arch: `<path d="M${f(cx - u * 0.34)} ${height} L${f(cx - u * 0.34)} ${f(cy - ry * 0.4)} A${f(u * 0.34)} ${f(u * 0.34)} 0 0 1 ${f(cx + u * 0.34)} ${f(cy - ry * 0.4)} L${f(cx + u * 0.34)} ${height} Z" fill="${tone}"/>`,
    split: `<path d="M0 ${f(height * (0.55 + rand() * 0.3))} L${width} ${f(height * (0.15 + rand() * 0.3))} L${width} ${height} L0 ${height} Z" fill="${tone}"/>`,
    plain: `<rect y="${f(height * 0.78)}" width="${width}" height="${f(height * 0.22)}" fill="${tone}" opacity="0.5"/>`,
  }[sitter.backdrop];

  const body = `M${f(cx - sw)} ${height + 2} C ${f(cx - sw)} ${f(top + u * 0.08)}, ${f(cx - sw * 0.85)} ${f(top)}, ${f(cx - sw * 0.45)} ${f(top)} L ${f(cx + sw * 0.45)} ${f(top)} C ${f(cx + sw * 0.85)} ${f(top)}, ${f(cx + sw)} ${f(top + u * 0.08)}, ${f(cx + sw)} ${height + 2} Z`;
  const collar = {
    crew: `<path d="M${f(cx - nw * 0.75)} ${f(top)} Q ${f(cx)} ${f(top + u * 0.06)} ${f(cx + nw * 0.75)} ${f(top)}" stroke="${shade}" stroke-opacity="0.25" stroke-width="${f(u * 0.012)}" fill="none"/>`,
    v: `<path d="M${f(cx - nw * 0.62)} ${f(top - 1)} L${f(cx)} ${f(top + u * 0.12)} L${f(cx + nw * 0.62)} ${f(top - 1)} Z" fill="${sitter.skin}"/><path d="M${f(cx - nw * 0.62)} ${f(top - 1)} L${f(cx)} ${f(top + u * 0.12)} L${f(cx + nw * 0.62)} ${f(top - 1)} Z" fill="${shade}" opacity="0.12"/>`,
    turtleneck: `<rect x="${f(cx - nw * 0.62)}" y="${f(top - u * 0.07)}" width="${f(nw * 1.24)}" height="${f(u * 0.1)}" rx="${f(u * 0.02)}" fill="${sitter.clothes}"/><rect x="${f(cx - nw * 0.62)}" y="${f(top - u * 0.07)}" width="${f(nw * 1.24)}" height="${f(u * 0.1)}" rx="${f(u * 0.02)}" fill="${shade}" opacity="0.12"/>`,
    shirt: `<path d="M${f(cx - nw * 0.5)} ${f(top - 1)} L${f(cx)} ${f(top + u * 0.1)} L${f(cx + nw * 0.5)} ${f(top - 1)} Z" fill="${sitter.skin}"/><g fill="#f7f4ee"><path d="M${f(cx - nw * 0.05)} ${f(top + u * 0.1)} L${f(cx - nw * 0.95)} ${f(top - u * 0.015)} L${f(cx - nw * 0.55)} ${f(top + u * 0.1)} Z"/><path d="M${f(cx + nw * 0.05)} ${f(top + u * 0.1)} L${f(cx + nw * 0.95)} ${f(top - u * 0.015)} L${f(cx + nw * 0.55)} ${f(top + u * 0.1)} Z"/></g>`,
  }[sitter.collar];

  const face = `M${f(cx - rx)} ${f(cy)} C ${f(cx - rx)} ${f(cy - ry * 1.33)}, ${f(cx + rx)} ${f(cy - ry * 1.33)}, ${f(cx + rx)} ${f(cy)} C ${f(cx + rx)} ${f(cy + ry * (0.45 + rand() * 0.4))}, ${f(cx + rx * (0.25 + rand() * 0.3))} ${f(cy + ry)}, ${f(cx)} ${f(cy + ry)} C ${f(cx - rx * (0.25 + rand() * 0.3))} ${f(cy + ry)}, ${f(cx - rx)} ${f(cy + ry * (0.45 + rand() * 0.4))}, ${f(cx - rx)} ${f(cy)} Z`;
  const ears = [-1, 1]
    .map(
      (side) =>
        `<ellipse cx="${f(cx + side * rx * 0.97)}" cy="${f(cy + ry * 0.1)}" rx="${f(rx * 0.15)}" ry="${f(ry * 0.2)}" fill="${sitter.skin}"/>`,
    )
    .join('');
  const extras: string[] = [];
  if (rand() < 0.3) {
    const r = rx * 0.26;
    const stroke = `stroke="#222" stroke-width="${f(Math.max(1.5, u * 0.009))}" fill="none"`;
    extras.push(
      `<circle cx="${f(cx - rx * 0.42)}" cy="${f(cy + ry * 0.05)}" r="${f(r)}" ${stroke}/><circle cx="${f(cx + rx * 0.42)}" cy="${f(cy + ry * 0.05)}" r="${f(r)}" ${stroke}/><path d="M${f(cx - rx * 0.16)} ${f(cy + ry * 0.03)} Q ${f(cx)} ${f(cy - ry * 0.05)} ${f(cx + rx * 0.16)} ${f(cy + ry * 0.03)}" ${stroke}/>`,
    );
  }
  if (rand() < 0.3) {
    extras.push(
      `<circle cx="${f(cx - rx * 0.97)}" cy="${f(cy + ry * 0.36)}" r="${f(rx * 0.07)}" fill="#d4a72c"/><circle cx="${f(cx + rx * 0.97)}" cy="${f(cy + ry * 0.36)}" r="${f(rx * 0.07)}" fill="#d4a72c"/>`,
    );
  }

  const wear = options.wear
    ? `<clipPath id="${id}-wear"><path d="${body}"/></clipPath><g clip-path="url(#${id}-wear)">${options.wear}</g>`
    : '';
  return [
    `<rect width="${width}" height="${height}" fill="${ground}"/>`,
    backdrop,
    ...back,
    `<rect x="${f(cx - nw / 2)}" y="${f(cy + ry * 0.4)}" width="${f(nw)}" height="${f(top - cy - ry * 0.4 + u * 0.04)}" fill="${sitter.skin}"/>`,
    `<rect x="${f(cx - nw / 2)}" y="${f(cy + ry * 0.4)}" width="${f(nw)}" height="${f(top - cy - ry * 0.4 + u * 0.04)}" fill="${shade}" opacity="0.14"/>`,
    `<path d="${body}" fill="${sitter.clothes}"/>`,
    wear,
    collar,
    ears,
    `<path d="${face}" fill="${sitter.skin}"/>`,
    ...front,
    ...extras,
  ].join('\n');
}

/** A standalone portrait, as the team's pages show it. */
export function drawPerson(seed: number, width: number, height: number, hair?: Hairstyle): string {
  return svgDocument(width, height, person(seed, width, height, 'p', { hair }));
}
