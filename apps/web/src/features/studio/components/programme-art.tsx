import { HeroCanvas } from '@/shared/ui/hero-canvas';

/**
 * The programme's hero artwork: one orbit among many, drawn rather than downloaded. A single
 * creator (the red ring) inside the studio's circles.
 */
export function ProgrammeArt() {
  const rings = Array.from({ length: 14 }, (_, i) => 40 + i * 34);
  return (
    <HeroCanvas>
      <g fill="none" strokeWidth="1.2">
        {rings.map((r, i) => (
          <circle
            key={r}
            cx={1160 + (i % 3) * 6}
            cy={430 - (i % 4) * 5}
            r={r}
            stroke={i % 4 === 0 ? '#8d99ae' : '#3a3d4a'}
            opacity={1 - i * 0.05}
          />
        ))}
        {rings.slice(0, 9).map((r, i) => (
          <circle
            key={`s${r}`}
            cx={1460}
            cy={760}
            r={r * 0.55}
            stroke="#2b2d42"
            opacity={0.8 - i * 0.07}
          />
        ))}
      </g>
      <circle cx="1228" cy="300" r="118" fill="none" stroke="#c8372d" strokeWidth="3" />
      <circle cx="1228" cy="300" r="10" fill="#c8372d" />
    </HeroCanvas>
  );
}
