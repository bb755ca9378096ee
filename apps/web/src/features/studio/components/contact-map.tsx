import styles from './contact-map.module.css';

export interface ContactMapProps {
  /** The whole picture's accessible name: what it shows, with the address. */
  label: string;
  studio: string;
  road: string;
  lake: string;
  park: string;
}

/**
 * A drawn map of the studio's corner of Hangzhou: not to scale, a picture of where it is. The
 * real directions are the address beside it.
 */
export function ContactMap({ label, studio, road, lake, park }: ContactMapProps) {
  return (
    <svg className={styles.map} viewBox="0 0 640 520" role="img" aria-label={label}>
      <rect width="640" height="520" fill="#f1efe9" />
      <g stroke="#e0ddd4" strokeWidth="1">
        {[64, 128, 192, 256, 320, 384, 448, 512, 576].map((x) => (
          <line key={`x${x}`} x1={x} y1="0" x2={x} y2="520" />
        ))}
        {[64, 128, 192, 256, 320, 384, 448].map((y) => (
          <line key={`y${y}`} x1="0" y1={y} x2="640" y2={y} />
        ))}
      </g>
      <path
        d="M0 360 C 60 330 120 350 170 392 C 214 430 226 470 214 520 L 0 520 Z"
        fill="#cfdad8"
      />
      <path
        d="M0 384 C 52 362 104 374 146 410 C 180 440 190 476 182 520"
        fill="none"
        stroke="#b7c6c3"
        strokeWidth="1.5"
        strokeDasharray="4 6"
      />
      <text className={styles.water} x="56" y="462">
        {lake}
      </text>
      <g fill="none" stroke="#fff" strokeLinecap="round">
        <path d="M-10 118 L 650 96" strokeWidth="10" />
        <path d="M-10 300 L 650 262" strokeWidth="8" />
        <path d="M120 -10 L 168 530" strokeWidth="8" />
        <path d="M420 -10 L 452 530" strokeWidth="8" />
        <path d="M230 530 C 300 420 360 330 650 200" strokeWidth="6" />
      </g>
      <path d="M-10 210 L 650 182" fill="none" stroke="#1a1a1a" strokeWidth="14" />
      <path
        d="M-10 210 L 650 182"
        fill="none"
        stroke="#fff"
        strokeWidth="1.5"
        strokeDasharray="10 10"
      />
      <text className={styles.road} x="470" y="170" transform="rotate(-2.4 470 170)">
        {road}
      </text>
      <rect x="300" y="214" width="112" height="72" fill="#e3e0d7" />
      <text className={styles.park} x="310" y="276">
        {park}
      </text>
      <g transform="translate(356 236)">
        <circle r="30" fill="#c8372d" opacity="0.14" />
        <path
          d="M0 8 C -14 -8 -16 -14 -16 -20 A 16 16 0 1 1 16 -20 C 16 -14 14 -8 0 8 Z"
          fill="#c8372d"
        />
        <circle cy="-20" r="6" fill="#fff" />
      </g>
      <rect x="248" y="300" width="216" height="40" fill="#0b0b0b" />
      <text className={styles.studio} x="356" y="326" textAnchor="middle">
        {studio}
      </text>
      <g transform="translate(584 56)" className={styles.compass}>
        <circle r="20" fill="none" stroke="#0b0b0b" />
        <path d="M0 -14 L 6 4 L 0 0 L -6 4 Z" fill="#0b0b0b" />
        <text y="36" textAnchor="middle">
          N
        </text>
      </g>
    </svg>
  );
}
