import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { artists } from './demo-artists';
import { team } from './demo-site';
import { HAIRSTYLES, sitterOf } from './portrait';
import { drawArtwork } from './artwork';
import { drawPortrait } from './product-shots';

type Sitter = ReturnType<typeof sitterOf>;
const features = ['skin', 'hair', 'hairColour', 'clothes', 'collar', 'ground', 'backdrop'] as const;

/** How many of the things one notices first differ between two people. */
function differences(a: Sitter, b: Sitter): number {
  return features.filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k])).length;
}

function expectDistinctPeople(seeds: number[]) {
  const sitters = seeds.map(sitterOf);
  for (let i = 0; i < sitters.length; i++) {
    for (let j = i + 1; j < sitters.length; j++) {
      expect(
        differences(sitters[i] as Sitter, sitters[j] as Sitter),
        `${seeds[i]} and ${seeds[j]}`,
      ).toBeGreaterThanOrEqual(4);
    }
  }
  // Nobody shares a haircut while there are haircuts enough.
  const hair = new Set(sitters.map((s) => s.hair));
  expect(hair.size).toBe(Math.min(seeds.length, HAIRSTYLES.length));
}

describe('portraits', () => {
  it('draws the core team as different people: face, hair, skin, clothes, background', () => {
    const seeds = team.map((m) => m.art[0]);
    expect(seeds.length).toBeGreaterThanOrEqual(8);
    expectDistinctPeople(seeds);
    const pictures = seeds.map((seed) => drawArtwork(seed, 'portrait', 600, 750));
    expect(new Set(pictures).size).toBe(seeds.length);
  });

  it('draws the artists as different people too, dressed in their own kind of picture', () => {
    expectDistinctPeople(artists.map((a) => a.art[0]));
    const lin = drawPortrait(100, 'flow');
    expect(lin).toBe(drawPortrait(100, 'flow'));
    expect(lin).not.toBe(drawPortrait(200, 'flow'));
  });

  it('draws valid square avatars and upright team portraits of a few kilobytes', async () => {
    const avatar = await sharp(Buffer.from(drawPortrait(3, 'orbits'))).metadata();
    expect([avatar.format, avatar.width, avatar.height]).toEqual(['svg', 400, 400]);
    const svg = drawArtwork(1986, 'portrait', 600, 750);
    const member = await sharp(Buffer.from(svg)).metadata();
    expect([member.width, member.height]).toEqual([600, 750]);
    expect(svg.length).toBeLessThan(8 * 1024);
  });
});
