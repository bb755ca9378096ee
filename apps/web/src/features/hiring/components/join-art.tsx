import { HeroCanvas } from '@/shared/ui/hero-canvas';

const THREADS = 26;

/** One thread: from the right edge, gathered into the studio's band, then on across the page. */
function threadPath(i: number): string {
  const spread = i - (THREADS - 1) / 2;
  const startY = 110 + i * 27;
  const bandY = 500 + spread * 6;
  const endY = 640 + spread * 12;
  return [
    `M 1660 ${startY}`,
    `C 1440 ${startY}, 1420 ${bandY}, 1180 ${bandY}`,
    `S 620 ${endY}, -60 ${endY}`,
  ].join(' ');
}

/**
 * The join-us hero artwork, drawn rather than downloaded: many threads gathered into one band,
 * and a red one on its way to join them.
 */
export function JoinArt() {
  const threads = Array.from({ length: THREADS }, (_, i) => i);
  return (
    <HeroCanvas>
      <g fill="none" strokeLinecap="round">
        {threads.map((i) => (
          <path
            key={i}
            d={threadPath(i)}
            stroke={i % 5 === 0 ? '#8d99ae' : '#3a3d4a'}
            strokeWidth={i % 5 === 0 ? 1.6 : 1.1}
            opacity={0.55 + (i % 3) * 0.15}
          />
        ))}
        <path
          d="M 1660 170 C 1540 170, 1500 300, 1400 380 S 1260 494, 1180 497"
          stroke="#c8372d"
          strokeWidth="3"
        />
      </g>
      <circle cx="1400" cy="380" r="9" fill="#c8372d" />
      <circle
        cx="1400"
        cy="380"
        r="26"
        fill="none"
        stroke="#c8372d"
        strokeWidth="1.2"
        opacity="0.6"
      />
    </HeroCanvas>
  );
}
