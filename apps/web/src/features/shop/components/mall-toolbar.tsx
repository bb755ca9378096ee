import { PRODUCT_SORTS, type ProductSort } from '@atelier/contract/codes';
import { Input, Select, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProductCategory } from '../api/get-categories';
import { KEYWORD_MAX, type MallFilters } from '../lib/mall-filters';
import { shopNamespace } from '../locales/register';
import styles from './mall-toolbar.module.css';

const ALL = 'all';

export interface MallToolbarProps {
  filters: MallFilters;
  /** Null on a one-category page, which has no tabs. */
  categories: ProductCategory[] | null;
  onChange: (patch: Partial<MallFilters>) => void;
}

/** Category tabs, keyword search and sort of a mall page. */
export function MallToolbar({ filters, categories, onChange }: MallToolbarProps) {
  const { t } = useTranslation(shopNamespace);
  return (
    <div className={styles.toolbar}>
      {categories ? (
        <Tabs
          className={styles.tabs}
          aria-label={t('mall.categories')}
          activeKey={filters.category ?? ALL}
          onChange={(key) => onChange({ category: key === ALL ? null : key })}
          items={[
            { key: ALL, label: t('mall.all') },
            ...categories.map((category) => ({ key: category.code, label: category.name })),
          ]}
        />
      ) : null}
      <div className={styles.controls}>
        <Input.Search
          // Remounted when the address changes, so back and forward show that keyword.
          key={filters.keyword}
          className={styles.search}
          defaultValue={filters.keyword}
          aria-label={t('mall.searchLabel')}
          placeholder={t('mall.searchPlaceholder')}
          enterButton={t('mall.search')}
          maxLength={KEYWORD_MAX}
          allowClear
          onSearch={(keyword) => onChange({ keyword })}
        />
        <label className={styles.sort}>
          <span className={styles.sortLabel}>{t('mall.sortLabel')}</span>
          <Select<ProductSort>
            className={styles.select}
            aria-label={t('mall.sortLabel')}
            value={filters.sort}
            onChange={(sort) => onChange({ sort })}
            options={PRODUCT_SORTS.map((sort) => ({ value: sort, label: t(`mall.sort.${sort}`) }))}
          />
        </label>
      </div>
    </div>
  );
}
