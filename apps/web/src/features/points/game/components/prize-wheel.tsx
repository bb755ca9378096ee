import styles from './prize-wheel.module.css';

const SIZE = 320;
const R = SIZE / 2;

/** A point on the wheel's rim at `degrees` clockwise from the top. */
function at(degrees: number, radius: number): [number, number] {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return [R + radius * Math.cos(radians), R + radius * Math.sin(radians)];
}

function slicePath(from: number, to: number): string {
  const [x1, y1] = at(from, R - 4);
  const [x2, y2] = at(to, R - 4);
  const large = to - from > 180 ? 1 : 0;
  return `M ${R} ${R} L ${x1} ${y1} A ${R - 4} ${R - 4} 0 ${large} 1 ${x2} ${y2} Z`;
}

const FILLS = ['#0b0b0b', '#f6f5f2', '#c8372d', '#3a3a3c', '#e4e2dd', '#6e6e73'];
const INKS = ['#fff', '#0b0b0b', '#fff', '#fff', '#0b0b0b', '#fff'];

/**
 * The prize wheel: equal slices, one per prize, turned (CSS transition) to the angle the page
 * gives it; the odds are published beside it, not drawn by slice size. Decorative for screen
 * readers, who hear the result in text.
 */
export function PrizeWheel({
  labels,
  rotation,
  durationMs,
  label,
}: {
  labels: string[];
  rotation: number;
  durationMs: number;
  label: string;
}) {
  const slice = 360 / Math.max(1, labels.length);
  return (
    <div className={styles.frame} role="img" aria-label={label}>
      <span className={styles.pointer} aria-hidden="true" />
      <svg
        className={styles.wheel}
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        aria-hidden="true"
        style={{
          transform: `rotate(${rotation}deg)`,
          transitionDuration: `${durationMs}ms`,
        }}
      >
        <circle cx={R} cy={R} r={R - 1} fill="#0b0b0b" />
        {labels.map((text, index) => {
          const fill = FILLS[index % FILLS.length]!;
          const ink = INKS[index % INKS.length]!;
          const middle = (index + 0.5) * slice;
          const [x, y] = at(middle, R * 0.62);
          return (
            <g key={index}>
              <path d={slicePath(index * slice, (index + 1) * slice)} fill={fill} />
              <text
                x={x}
                y={y}
                fill={ink}
                className={styles.text}
                textAnchor="middle"
                dominantBaseline="middle"
                transform={`rotate(${middle} ${x} ${y})`}
              >
                {text}
              </text>
            </g>
          );
        })}
        <circle cx={R} cy={R} r={26} fill="#fff" stroke="#0b0b0b" strokeWidth={3} />
      </svg>
    </div>
  );
}
