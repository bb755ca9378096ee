import { PRODUCT_SORTS, type ProductSort } from '@atelier/contract/codes';
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductCategory } from '../api/get-categories';
import { KEYWORD_MAX, type MallFilters } from '../lib/mall-filters';
import { shopNamespace } from '../locales/register';
import styles from './mall-toolbar.module.css';

export interface MallToolbarProps {
  filters: MallFilters;
  /** Null on a one-category page, which has no category row. */
  categories: ProductCategory[] | null;
  onChange: (patch: Partial<MallFilters>) => void;
}

/** Category row, keyword search and sort of a mall page. */
export function MallToolbar({ filters, categories, onChange }: MallToolbarProps) {
  const { t } = useTranslation(shopNamespace);
  const sortId = useId();
  return (
    <div className={styles.toolbar}>
      {categories ? (
        <CategoryRow active={filters.category} categories={categories} onChange={onChange} />
      ) : null}
      <div className={styles.controls}>
        <KeywordSearch keyword={filters.keyword} onChange={onChange} />
        <div className={styles.sort}>
          <label className={styles.sortLabel} htmlFor={sortId}>
            {t('mall.sortLabel')}
          </label>
          <select
            id={sortId}
            className={styles.select}
            value={filters.sort}
            onChange={(event) => onChange({ sort: event.target.value as ProductSort })}
          >
            {PRODUCT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`mall.sort.${sort}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}

/** The categories as a row of buttons that scrolls sideways on a narrow screen. */
function CategoryRow({
  active,
  categories,
  onChange,
}: {
  active: string | null;
  categories: ProductCategory[];
  onChange: MallToolbarProps['onChange'];
}) {
  const { t } = useTranslation(shopNamespace);
  const row = useRef<HTMLDivElement>(null);
  const items = [
    { code: null, name: t('mall.all') },
    ...categories.map((category) => ({ code: category.code, name: category.name })),
  ];

  // The chosen category is scrolled into the row's view (an address naming the last one, on a
  // phone), without moving the page.
  // "All" leads the row, where an untouched row already stands: the default page then measures
  // nothing, so its first layout is not forced inside the render's task.
  const scrolled = useRef(false);
  useLayoutEffect(() => {
    const scroller = row.current;
    if (active === null) {
      if (scroller && scrolled.current) scroller.scrollLeft = 0;
      return;
    }
    const chosen = scroller?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!scroller || !chosen) return;
    const start = chosen.offsetLeft - scroller.offsetLeft;
    const end = start + chosen.offsetWidth;
    if (start < scroller.scrollLeft) scroller.scrollLeft = start;
    else if (end > scroller.scrollLeft + scroller.clientWidth) {
      scroller.scrollLeft = end - scroller.clientWidth;
    }
  }, [active, categories.length]);

  return (
    <div
      ref={row}
      className={styles.categories}
      role="group"
      aria-label={t('mall.categories')}
      onScroll={() => {
        scrolled.current = true;
      }}
    >
      {items.map((item) => (
        <button
          key={item.code ?? ''}
          type="button"
          className={styles.category}
          aria-pressed={item.code === active}
          onClick={() => {
            if (item.code !== active) onChange({ category: item.code });
          }}
        >
          {item.name}
        </button>
      ))}
    </div>
  );
}

/** The keyword box: searched on submit, emptied with its clear button. */
function KeywordSearch({
  keyword,
  onChange,
}: {
  keyword: string;
  onChange: MallToolbarProps['onChange'];
}) {
  const { t } = useTranslation(shopNamespace);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(keyword);
  // When the address's keyword changes (back, forward, the empty page's clear), the box shows it.
  const [shown, setShown] = useState(keyword);
  if (shown !== keyword) {
    setShown(keyword);
    setText(keyword);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ keyword: text });
  };

  const clear = () => {
    setText('');
    input.current?.focus();
    if (keyword) onChange({ keyword: '' });
  };

  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label className="visually-hidden" htmlFor={id}>
        {t('mall.searchLabel')}
      </label>
      <div className={styles.field}>
        <input
          ref={input}
          id={id}
          className={styles.input}
          type="search"
          name="keyword"
          value={text}
          placeholder={t('mall.searchPlaceholder')}
          maxLength={KEYWORD_MAX}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
        />
        {text ? (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('mall.clearKeyword')}
            onClick={clear}
          >
            <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
              <path
                d="m4 4 8 8m0-8-8 8"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
              />
            </svg>
          </button>
        ) : null}
      </div>
      <button type="submit" className={styles.submit}>
        {t('mall.search')}
      </button>
    </form>
  );
}
