import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DayChart, type DaySeries } from './day-chart';

const days = ['11-24', '11-25', '11-26', '11-27'];
const sales: DaySeries = {
  name: 'Art mall (¥)',
  colour: '#8c5cf5',
  values: [212, 0, 0, 1300],
  format: (value) => `¥${value.toFixed(2)}`,
};
const points: DaySeries = {
  name: 'Points mall (points)',
  colour: '#d48806',
  axis: 'right',
  values: [0, 300, 0, 0],
  format: String,
};

/** The plot's hover area spans the plot: the test lays it out from x = 0 to its width. */
function hoverDay(svg: SVGSVGElement, x: number) {
  const plot = svg.querySelector('rect[fill="transparent"]');
  if (!plot) throw new Error('no hover area');
  const width = Number(plot.getAttribute('width'));
  plot.getBoundingClientRect = () => new DOMRect(0, 0, width, 100);
  fireEvent.pointerMove(plot, { clientX: x * width });
}

describe('DayChart', () => {
  it('puts a point on every day, at zero on a day nothing sold, straight between them', () => {
    render(<DayChart kind="area" label="Sales per day" days={days} series={[sales, points]} />);
    const svg = screen.getByRole('img', { name: 'Sales per day' }) as unknown as SVGSVGElement;
    const dots = [...svg.querySelectorAll('circle')].filter(
      (dot) => dot.getAttribute('fill') === sales.colour,
    );
    expect(dots).toHaveLength(4);
    const heights = dots.map((dot) => Number(dot.getAttribute('cy')));
    // Day 2 and 3 sold nothing: both at the bottom, lower than days 1 and 4.
    expect(heights[1]).toBe(heights[2]);
    expect(heights[1]).toBeGreaterThan(heights[0] ?? 0);
    expect(heights[0]).toBeGreaterThan(heights[3] ?? 0);
    const line = [...svg.querySelectorAll('path')].find(
      (path) => path.getAttribute('stroke') === sales.colour,
    );
    expect(line?.getAttribute('d')).not.toMatch(/C/); // no curve through the empty days
    expect(svg.textContent).toContain('1,500'); // the left axis, with separators
  });

  it("shows a day's figures under the pointer, and every day's to a screen reader", () => {
    render(<DayChart kind="area" label="Sales per day" days={days} series={[sales, points]} />);
    const svg = screen.getByRole('img', { name: 'Sales per day' }) as unknown as SVGSVGElement;
    hoverDay(svg, 0.62);
    const tip = document.querySelector('figure > div');
    expect(tip?.textContent).toContain('11-26');
    expect(tip?.textContent).toContain('Art mall (¥): ¥0.00');
    hoverDay(svg, 0.1);
    expect(document.querySelector('figure > div')?.textContent).toContain('¥212.00');

    const table = screen.getByRole('table', { name: 'Sales per day' });
    const row = within(table).getByRole('row', { name: /11-25/ });
    expect(row.textContent).toBe('11-25¥0.00300');
  });

  it('counts in whole numbers: no half a customer on the axis', () => {
    const customers: DaySeries = {
      name: 'New customers',
      colour: '#13a8a8',
      values: [1, 0, 2, 1],
      format: String,
    };
    render(<DayChart kind="bar" label="New customers per day" days={days} series={[customers]} />);
    const svg = screen.getByRole('img', { name: 'New customers per day' });
    const ticks = [...svg.querySelectorAll('g > text')].map((text) => text.textContent);
    expect(ticks).toContain('2');
    expect(ticks.some((tick) => tick?.includes('.'))).toBe(false);
    const bars = [...svg.querySelectorAll('rect')].filter(
      (bar) => bar.getAttribute('fill') === customers.colour,
    );
    expect(bars.map((bar) => Number(bar.getAttribute('height')) > 0)).toEqual([
      true,
      false,
      true,
      true,
    ]);
  });
});
