import { scaleBand, scaleLinear, scalePoint } from 'd3-scale';
import { area, line } from 'd3-shape';
import { useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import { formatThousands } from '@/shared/lib/format';
import styles from './day-chart.module.css';

/** One line of figures over the days: drawn as a filled line or as bars, on the left or right axis. */
export interface DaySeries {
  name: string;
  colour: string;
  values: number[];
  format: (value: number) => string;
  axis?: 'left' | 'right';
}

const HEIGHT = 240;
const TOP = 8;
const BOTTOM = 24;
const AXIS_WIDTH = { left: 64, right: 56 };
/** Room a "11-25" label needs, so every k-th day is named when they would touch. */
const DAY_LABEL = 44;

/** The chart's box width, followed as the card resizes (jsdom has no layout: a desktop width). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(entry.contentRect.width);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * Figures per day as an SVG chart: a line with its area for `kind="area"` (a point every day,
 * straight between them), bars for `kind="bar"`. Hovering a day shows its figures; the same
 * figures are a table for screen readers.
 */
export function DayChart({
  label,
  days,
  series,
  kind,
}: {
  label: string;
  days: string[];
  series: DaySeries[];
  kind: 'area' | 'bar';
}) {
  const { ref, width } = useWidth();
  const [hovered, setHovered] = useState<number | null>(null);
  const hasRight = series.some((one) => one.axis === 'right');
  const left = AXIS_WIDTH.left;
  const right = hasRight ? AXIS_WIDTH.right : 8;
  const plotWidth = Math.max(width - left - right, 40);
  const plotHeight = HEIGHT - TOP - BOTTOM;

  const x =
    kind === 'bar'
      ? scaleBand<number>()
          .domain(days.map((_, i) => i))
          .range([0, plotWidth])
          .padding(0.25)
      : scalePoint<number>()
          .domain(days.map((_, i) => i))
          .range([0, plotWidth])
          .padding(0.3);
  const centre = (i: number) => (x(i) ?? 0) + x.bandwidth() / 2;
  const yOf = (side: 'left' | 'right') => {
    const values = series
      .filter((one) => (one.axis ?? 'left') === side)
      .flatMap((one) => one.values);
    const scale = scaleLinear()
      .domain([0, Math.max(0, ...values) || 1])
      .range([plotHeight, 0])
      .nice(4);
    // Counts are never fractions: no "0.5 customers" line.
    const whole = values.every(Number.isInteger);
    return { scale, ticks: scale.ticks(4).filter((tick) => !whole || Number.isInteger(tick)) };
  };
  const y = { left: yOf('left'), right: yOf('right') };
  const every = Math.max(1, Math.ceil((days.length * DAY_LABEL) / plotWidth));

  const pick = (event: PointerEvent<SVGRectElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const offset = event.clientX - box.left;
    let nearest = 0;
    days.forEach((_, i) => {
      if (Math.abs(centre(i) - offset) < Math.abs(centre(nearest) - offset)) nearest = i;
    });
    setHovered(nearest);
  };

  return (
    <figure className={styles.chart} ref={ref}>
      <svg width={width} height={HEIGHT} role="img" aria-label={label}>
        <g transform={`translate(${left},${TOP})`}>
          {y.left.ticks.map((tick) => (
            <g key={tick} transform={`translate(0,${y.left.scale(tick)})`}>
              <line className={styles.grid} x2={plotWidth} />
              <text className={styles.tick} x={-8} dy="0.32em" textAnchor="end">
                {formatThousands(tick)}
              </text>
            </g>
          ))}
          {hasRight
            ? y.right.ticks.map((tick) => (
                <text
                  key={tick}
                  className={styles.tick}
                  x={plotWidth + 8}
                  y={y.right.scale(tick)}
                  dy="0.32em"
                >
                  {formatThousands(tick)}
                </text>
              ))
            : null}
          {days.map((day, i) =>
            i % every === 0 ? (
              <text
                key={day}
                className={styles.tick}
                x={centre(i)}
                y={plotHeight + 16}
                textAnchor="middle"
              >
                {day}
              </text>
            ) : null,
          )}
          {series.map((one, s) => {
            const { scale } = y[one.axis ?? 'left'];
            if (kind === 'bar') {
              const band = x.bandwidth() / series.length;
              return one.values.map((value, i) => (
                <rect
                  key={`${s}-${i}`}
                  x={(x(i) ?? 0) + band * s}
                  y={scale(value)}
                  width={band}
                  height={plotHeight - scale(value)}
                  fill={one.colour}
                />
              ));
            }
            const points = one.values.map((value, i) => [centre(i), scale(value)] as const);
            return (
              <g key={one.name}>
                <path
                  d={
                    area<readonly [number, number]>()
                      .x(([px]) => px)
                      .y0(plotHeight)
                      .y1(([, py]) => py)(points) ?? ''
                  }
                  fill={one.colour}
                  fillOpacity={0.15}
                />
                <path
                  d={line<readonly [number, number]>()(points) ?? ''}
                  fill="none"
                  stroke={one.colour}
                  strokeWidth={2}
                />
                {points.map(([px, py], i) => (
                  <circle key={i} cx={px} cy={py} r={hovered === i ? 4 : 2} fill={one.colour} />
                ))}
              </g>
            );
          })}
          {hovered !== null ? (
            <line
              className={styles.guide}
              x1={centre(hovered)}
              x2={centre(hovered)}
              y2={plotHeight}
            />
          ) : null}
          <rect
            width={plotWidth}
            height={plotHeight}
            fill="transparent"
            onPointerMove={pick}
            onPointerLeave={() => setHovered(null)}
          />
        </g>
      </svg>
      {hovered !== null ? (
        <div
          className={styles.tooltip}
          style={{
            left: Math.min(left + centre(hovered) + 12, Math.max(width - 160, 0)),
          }}
        >
          <strong>{days[hovered]}</strong>
          {series.map((one) => (
            <span key={one.name}>
              <i style={{ background: one.colour }} /> {one.name}:{' '}
              {one.format(one.values[hovered] ?? 0)}
            </span>
          ))}
        </div>
      ) : null}
      <figcaption className={styles.legend}>
        {series.map((one) => (
          <span key={one.name}>
            <i style={{ background: one.colour }} /> {one.name}
          </span>
        ))}
      </figcaption>
      {/* A table ignores a height: the box around it keeps it out of the page's size. */}
      <div className="visually-hidden">
        <table>
          <caption>{label}</caption>
          <tbody>
            {days.map((day, i) => (
              <tr key={day}>
                <th scope="row">{day}</th>
                {series.map((one) => (
                  <td key={one.name}>{one.format(one.values[i] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
