import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ART_STYLES, compositionOf, drawArtwork, paletteOf, type ArtStyle } from './artwork';
import { artists } from './demo-artists';
import { gallery } from './demo-site';

/** The picture from across the room: its colours in four quarters. */
async function glance(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(2, 2, { fit: 'fill' }).removeAlpha().raw().toBuffer();
}

/** Mean difference of two glances per colour channel, 0-255. */
function distance(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / a.length;
}

async function closestPair(svgs: string[]) {
  const glances = await Promise.all(svgs.map(glance));
  let closest = { distance: Infinity, pair: [0, 0] };
  for (let i = 0; i < glances.length; i++) {
    for (let j = i + 1; j < glances.length; j++) {
      const d = distance(glances[i] as Buffer, glances[j] as Buffer);
      if (d < closest.distance) closest = { distance: d, pair: [i, j] };
    }
  }
  return closest;
}

/** What sets a work apart at a glance: its composition and its palette. */
const look = (seed: number, style: ArtStyle) =>
  `${style} ${compositionOf(seed, style)} ${paletteOf(seed, style).join()}`;

describe('drawArtwork', () => {
  it('draws the same picture for the same seed and different ones for others', () => {
    expect(drawArtwork(5, 'flow')).toBe(drawArtwork(5, 'flow'));
    expect(drawArtwork(5, 'flow')).not.toBe(drawArtwork(6, 'flow'));
    expect(drawArtwork(5, 'ridges')).not.toBe(drawArtwork(6, 'ridges'));
  });

  it('draws a well-formed SVG of the requested size in every style', () => {
    for (const style of ART_STYLES) {
      for (const seed of [9, 10, 11, 12]) {
        const svg = drawArtwork(seed, style, 600, 400);
        expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 600 400"/);
        expect(svg.trim().endsWith('</svg>')).toBe(true);
        expect((svg.match(/<(path|circle|rect|polyline|polygon)/g) ?? []).length).toBeGreaterThan(
          5,
        );
      }
    }
  });

  it('gives twelve works in a run of seeds, or a hundred apart, each its own palette', () => {
    for (const style of ['flow', 'orbits', 'mosaic'] as const) {
      for (const seeds of [
        Array.from({ length: 12 }, (_, i) => 101 + i),
        Array.from({ length: 12 }, (_, i) => 100 * (i + 1)),
      ]) {
        const looks = seeds.map((s) => `${compositionOf(s, style)} ${paletteOf(s, style)[0]}`);
        expect(new Set(seeds.map((s) => paletteOf(s, style))).size, style).toBe(12);
        expect(new Set(looks).size, style).toBe(12);
        expect(new Set(seeds.map((s) => compositionOf(s, style))).size, style).toBe(4);
      }
    }
  });

  it('makes the gallery’s first twelve works twelve compositions-and-palettes', async () => {
    const arts = gallery.slice(0, 12).map((g) => {
      const work = artists
        .find((a) => a.key === g.artist)
        ?.works.find((w) => w.title[1] === g.work);
      if (!work) throw new Error(`unknown gallery work ${g.work}`);
      return work.art;
    });
    expect(arts).toHaveLength(12);
    expect(new Set(arts.map(([seed, style]) => look(seed, style))).size).toBe(12);
    const closest = await closestPair(
      arts.map(([seed, style]) => drawArtwork(seed, style, 300, 300)),
    );
    expect(closest.distance, `works ${closest.pair.join(' and ')}`).toBeGreaterThan(10);
  });

  it('draws each artist’s works in different compositions or palettes', () => {
    for (const artist of artists) {
      const looks = artist.works.map(({ art: [seed, style] }) => look(seed, style));
      expect(new Set(looks).size, artist.key).toBe(artist.works.length);
    }
  });
});
