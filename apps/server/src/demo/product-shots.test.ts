import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ART_STYLES } from './artwork';
import { drawShot, type ShotKind } from './product-shots';

const kinds: ShotKind[] = [
  'artwork',
  'wall',
  'detail',
  'paper',
  'certificate',
  'screen',
  'figure',
  'figure-side',
  'box',
  'tote',
  'mug',
  'notebook',
  'scarf',
  'phone',
  'postcards',
  'puzzle',
  'stickers',
];

describe('product pictures', () => {
  it('draws every kind as a valid 800 × 800 SVG of a few kilobytes, in every style', async () => {
    for (const kind of kinds) {
      for (const style of ART_STYLES) {
        const svg = drawShot(kind, 42, style);
        const meta = await sharp(Buffer.from(svg)).metadata();
        expect([meta.format, meta.width, meta.height], `${kind} ${style}`).toEqual([
          'svg',
          800,
          800,
        ]);
        expect(svg.length, `${kind} ${style}`).toBeLessThan(24 * 1024);
        // Embedded pictures name their gradients apart, or one would paint another's.
        const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
        expect(new Set(ids).size, `${kind} ${style}`).toBe(ids.length);
      }
    }
  });

  it('draws the same picture for the same seed, a different one for another', () => {
    for (const kind of kinds) {
      expect(drawShot(kind, 7, 'flow')).toBe(drawShot(kind, 7, 'flow'));
      expect(drawShot(kind, 7, 'flow')).not.toBe(drawShot(kind, 8, 'flow'));
    }
  });
});
