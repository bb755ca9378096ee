import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { artists } from './demo-artists';
import { team } from './demo-site';
import { drawPerson, sitterOf, type Hairstyle } from './portrait';
import { drawPortrait } from './product-shots';

type Sitter = ReturnType<typeof sitterOf>;
const features = ['skin', 'hair', 'hairColour', 'clothes', 'collar', 'ground', 'backdrop'] as const;

/** How many of the things one notices first differ between two people. */
function differences(a: Sitter, b: Sitter): number {
  return features.filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k])).length;
}

function expectDistinctPeople(people: Array<[seed: number, hair: Hairstyle]>) {
  const sitters = people.map(([seed, hair]) => sitterOf(seed, hair));
  for (let i = 0; i < sitters.length; i++) {
    for (let j = i + 1; j < sitters.length; j++) {
      expect(
        differences(sitters[i] as Sitter, sitters[j] as Sitter),
        `${people[i]?.join()} and ${people[j]?.join()}`,
      ).toBeGreaterThanOrEqual(4);
    }
  }
}

describe('portraits', () => {
  it('draws the core team as different people: face, hair, skin, clothes, background', () => {
    const people = team.map((m): [number, Hairstyle] => [m.art[0], m.hair]);
    expect(people.length).toBeGreaterThanOrEqual(8);
    expectDistinctPeople(people);
    expect(new Set(team.map((m) => m.hair)).size).toBe(team.length);
    const pictures = people.map(([seed, hair]) => drawPerson(seed, 600, 750, hair));
    expect(new Set(pictures).size).toBe(people.length);
  });

  it('lets the seed choose every feature, hair too, when nothing is given', () => {
    const run = Array.from({ length: 9 }, (_, i) => sitterOf(2000 + i));
    expect(new Set(run.map((s) => s.hair)).size).toBe(9);
    expect(new Set(run.map((s) => s.skin)).size).toBe(7);
    expect(new Set(run.map((s) => s.clothes)).size).toBe(9);
  });

  it('draws the artists as different people, the same person as on the team page', () => {
    const people = artists.map((a) => a.person);
    expectDistinctPeople(people);
    for (const member of team) {
      const artist = artists.find((a) => a.name[1] === member.name[1]);
      if (artist) expect(artist.person, member.name[1]).toEqual([member.art[0], member.hair]);
    }
    const avatars = artists.map((a) => drawPortrait(a.art, a.person));
    expect(new Set(avatars).size).toBe(artists.length);
    expect(drawPortrait([100, 'flow'], [1985, 'side'])).toBe(
      drawPortrait([100, 'flow'], [1985, 'side']),
    );
  });

  it('draws valid square avatars and upright team portraits of a few kilobytes', async () => {
    const avatar = await sharp(Buffer.from(drawPortrait([3, 'orbits'], [3, 'bob']))).metadata();
    expect([avatar.format, avatar.width, avatar.height]).toEqual(['svg', 400, 400]);
    const svg = drawPerson(1986, 600, 750, 'bun');
    const member = await sharp(Buffer.from(svg)).metadata();
    expect([member.width, member.height]).toEqual([600, 750]);
    expect(svg.length).toBeLessThan(8 * 1024);
  });
});
