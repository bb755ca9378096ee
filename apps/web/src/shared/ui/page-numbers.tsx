import { useTranslation } from 'react-i18next';
import { addLocale } from '../i18n/i18n';
import { PageButtons, type PageButtonsLook } from './page-buttons';
import styles from './page-numbers.module.css';

export { pageItems, type PageItem } from './page-buttons';

const pagerNamespace = 'pageNumbers';

addLocale(pagerNamespace, {
  'zh-cn': { previous: '上一页', next: '下一页', page: '第 {{page}} 页' },
  en: { previous: 'Previous page', next: 'Next page', page: 'Page {{page}}' },
});

const look: PageButtonsLook = {
  items: styles.items,
  item: styles.item,
  current: styles.current,
  gap: styles.gap,
  step: styles.step,
  chevron: styles.chevron,
  gapText: '…',
  chevronSize: 14,
};

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
  return (
    <nav className={[styles.pager, className].filter(Boolean).join(' ')} aria-label={label}>
      <PageButtons
        current={Math.min(Math.max(page, 1), count)}
        count={count}
        onChange={onChange}
        labels={{
          previous: t('previous'),
          next: t('next'),
          page: (number) => t('page', { page: number }),
        }}
        look={look}
      />
    </nav>
  );
}
