import { describe, expect, it } from 'vitest';
import { ART_STYLES, drawArtwork } from './artwork';

describe('drawArtwork', () => {
  it('draws the same picture for the same seed and different ones for others', () => {
    expect(drawArtwork(5, 'flow')).toBe(drawArtwork(5, 'flow'));
    expect(drawArtwork(5, 'flow')).not.toBe(drawArtwork(6, 'flow'));
    expect(drawArtwork(5, 'ridges')).not.toBe(drawArtwork(6, 'ridges'));
  });

  it('draws a well-formed SVG of the requested size in every style', () => {
    for (const style of ART_STYLES) {
      const svg = drawArtwork(9, style, 600, 400);
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 600 400"/);
      expect(svg.trim().endsWith('</svg>')).toBe(true);
      expect((svg.match(/<(path|circle|rect)/g) ?? []).length).toBeGreaterThan(5);
    }
  });
});
