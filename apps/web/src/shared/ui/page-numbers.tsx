import { useTranslation } from 'react-i18next';
import { addLocale } from '../i18n/i18n';
import styles from './page-numbers.module.css';

const pagerNamespace = 'pageNumbers';

addLocale(pagerNamespace, {
  'zh-cn': { previous: '上一页', next: '下一页', page: '第 {{page}} 页' },
  en: { previous: 'Previous page', next: 'Next page', page: 'Page {{page}}' },
});

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

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

export interface PageNumbersProps {
  page: number;
  total: number;
  pageSize: number;
  /** The name of the navigation, such as "Pages of artists". */
  label: string;
  onChange: (page: number) => void;
  /** Places the row; its margins belong to the list's page. */
  className?: string;
}

function Chevron({ back }: { back?: boolean }) {
  return (
    <svg
      className={styles.chevron}
      viewBox="0 0 16 16"
      width="14"
      height="14"
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
 * Page numbers under a list: previous, the numbers (with gaps when there are many), next.
 * Nothing when everything fits on one page.
 */
export function PageNumbers({
  page,
  total,
  pageSize,
  label,
  onChange,
  className,
}: PageNumbersProps) {
  const { t } = useTranslation(pagerNamespace);
  const count = Math.ceil(total / Math.max(pageSize, 1));
  if (count <= 1) return null;
  const current = Math.min(Math.max(page, 1), count);
  const go = (next: number) => {
    if (next !== current && next >= 1 && next <= count) onChange(next);
  };
  return (
    <nav className={classes(styles.pager, className)} aria-label={label}>
      <ul className={styles.items}>
        <li>
          <button
            type="button"
            className={classes(styles.item, styles.step)}
            aria-label={t('previous')}
            disabled={current === 1}
            onClick={() => go(current - 1)}
          >
            <Chevron back />
          </button>
        </li>
        {pageItems(current, count).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={classes(styles.item, item === current && styles.current)}
                aria-label={t('page', { page: item })}
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
            className={classes(styles.item, styles.step)}
            aria-label={t('next')}
            disabled={current === count}
            onClick={() => go(current + 1)}
          >
            <Chevron />
          </button>
        </li>
      </ul>
    </nav>
  );
}
