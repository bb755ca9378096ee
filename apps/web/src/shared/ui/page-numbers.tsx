import { useTranslation } from 'react-i18next';
import { addLocale } from '../i18n/i18n';
import { pageItems } from './page-items';
import styles from './page-numbers.module.css';

export { pageItems, type PageItem } from './page-items';

const pagerNamespace = 'pageNumbers';

addLocale(pagerNamespace, {
  'zh-cn': { previous: '上一页', next: '下一页', page: '第 {{page}} 页' },
  en: { previous: 'Previous page', next: 'Next page', page: 'Page {{page}}' },
});

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

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
