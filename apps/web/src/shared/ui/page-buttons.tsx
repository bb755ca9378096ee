/** A page number, or a gap standing for the pages left out between two numbers. */
export type PageItem = number | 'gap';

/**
 * The items of a row of page numbers: every page when there are few, otherwise the first and
 * last pages, the current one with `siblings` on each side, and gaps; always the same count
 * (5 + 2 × siblings), so the row keeps its width while paging.
 */
export function pageItems(current: number, count: number, siblings = 1): PageItem[] {
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => from + index);
  const shown = 5 + 2 * siblings;
  if (count <= shown) return range(1, count);
  const page = Math.min(Math.max(current, 1), count);
  const left = Math.max(page - siblings, 1);
  const right = Math.min(page + siblings, count);
  const edge = 3 + 2 * siblings;
  if (left <= 3) return [...range(1, edge), 'gap', count];
  if (right >= count - 2) return [1, 'gap', ...range(count - edge + 1, count)];
  return [1, 'gap', ...range(left, right), 'gap', count];
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** The look of a row of page buttons: the shop's and the console's each bring their own. */
export interface PageButtonsLook {
  items?: string;
  item?: string;
  current?: string;
  gap?: string;
  /** Previous and next, beside `item`. */
  step?: string;
  chevron?: string;
  /** What a gap shows, such as "…". */
  gapText: string;
  chevronSize: number;
}

export interface PageButtonsProps {
  /** The page shown, between 1 and `count`. */
  current: number;
  count: number;
  siblings?: number;
  onChange: (page: number) => void;
  labels: { previous: string; next: string; page: (page: number) => string };
  look: PageButtonsLook;
}

function Chevron({ back, size, className }: { back?: boolean; size: number; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 16 16"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={back ? 'M10 3 5 8l5 5' : 'm6 3 5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Previous, the page numbers (with gaps when there are many) and next, as real buttons named for
 * a screen reader, the current page marked. The shop's pager and the console's draw their rows
 * with it, each in its own look and words, so neither loads the other's.
 */
export function PageButtons({
  current,
  count,
  siblings,
  onChange,
  labels,
  look,
}: PageButtonsProps) {
  const go = (next: number) => {
    if (next !== current && next >= 1 && next <= count) onChange(next);
  };
  const step = classes(look.item, look.step);
  return (
    <ul className={look.items}>
      <li>
        <button
          type="button"
          className={step}
          aria-label={labels.previous}
          disabled={current <= 1}
          onClick={() => go(current - 1)}
        >
          <Chevron back size={look.chevronSize} className={look.chevron} />
        </button>
      </li>
      {pageItems(current, count, siblings).map((item, index) =>
        item === 'gap' ? (
          <li key={`gap-${index}`} className={look.gap} aria-hidden="true">
            {look.gapText}
          </li>
        ) : (
          <li key={item}>
            <button
              type="button"
              className={classes(look.item, item === current && look.current)}
              aria-label={labels.page(item)}
              aria-current={item === current ? 'page' : undefined}
              onClick={() => go(item)}
            >
              {item}
            </button>
          </li>
        ),
      )}
      <li>
        <button
          type="button"
          className={step}
          aria-label={labels.next}
          disabled={current >= count}
          onClick={() => go(current + 1)}
        >
          <Chevron size={look.chevronSize} className={look.chevron} />
        </button>
      </li>
    </ul>
  );
}
