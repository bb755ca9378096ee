import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useCategories } from '../api/get-categories';
import { useProducts, type ProductCard } from '../api/get-products';
import { changeFilters, readFilters, writeFilters, type MallFilters } from '../lib/mall-filters';
import { MALL_PAGE_SIZE, mallCategory, mallProductQuery, malls, type MallKey } from '../lib/malls';
import { shopNamespace } from '../locales/register';
import styles from './mall-page.module.css';
import { MallToolbar } from './mall-toolbar';
import { PageHeader } from './page-header';
import { PointsBalance } from './points-balance';
import { ProductGrid } from './product-card';
import { GridSkeleton, ShopError } from './shop-states';
import { stateClasses, StatePanel } from '@/shared/ui/state-panel';
import { PageNumbers } from '@/shared/ui/page-numbers';

/** A mall page: the art mall, one of its categories, or the points mall. */
export function MallPage({ mall }: { mall: MallKey }) {
  const { t } = useTranslation(shopNamespace);
  const config = malls[mall];
  const [search, setSearch] = useSearchParams();
  const filters = readFilters(search);
  const categoryCode = mallCategory(mall, filters);
  const results = useRef<HTMLElement>(null);

  const categories = useCategories(config.type);
  const category = categoryCode
    ? categories.data?.find((item) => item.code === categoryCode)
    : undefined;
  // A category is asked for by its id, known once the categories are in.
  const products = useProducts(
    mallProductQuery(mall, filters, category?.id),
    !categoryCode || category !== undefined,
  );

  const update = (patch: Partial<MallFilters>) => {
    const next = changeFilters(filters, patch);
    if (config.category) next.category = null;
    setSearch(writeFilters(next));
  };

  // A page past the end (an old link, fewer products now) shows the last page instead.
  const total = products.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / MALL_PAGE_SIZE));
  const pastTheEnd = products.isSuccess && !products.isPlaceholderData && filters.page > lastPage;
  useEffect(() => {
    if (!pastTheEnd) return;
    setSearch(writeFilters({ ...filters, page: lastPage }), { replace: true });
  });

  function resultState(): ResultState {
    if (categoryCode) {
      if (categories.isError) return 'error';
      if (categories.isPending) return 'loading';
      // An unknown category holds nothing; the page says so rather than showing everything.
      if (!category) return 'empty';
    }
    if (products.isPending || pastTheEnd) return 'loading';
    if (products.isError) return 'error';
    return products.data.list.length === 0 ? 'empty' : 'list';
  }

  const state = resultState();

  const changePage = (page: number) => {
    update({ page });
    results.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const trail = config.category ? (
    <Link to={paths.globalShop.href()}>← {t('mall.backToMall')}</Link>
  ) : undefined;

  return (
    <div className={styles.page}>
      <PageHeader
        eyebrow={t(`mall.${mall}.eyebrow`)}
        title={t(`mall.${mall}.title`)}
        intro={t(`mall.${mall}.intro`)}
        trail={trail}
        aside={config.type === 'points' ? <PointsBalance /> : undefined}
      />
      <section className={styles.body} ref={results} aria-label={t('mall.results')}>
        <MallToolbar
          filters={{ ...filters, category: categoryCode }}
          categories={config.category ? null : (categories.data ?? [])}
          onChange={update}
        />
        <MallResults
          state={state}
          products={products.data?.list ?? []}
          total={total}
          filters={filters}
          oneCategory={Boolean(config.category)}
          onRetry={() => {
            if (categories.isError) void categories.refetch();
            void products.refetch();
          }}
          onClearKeyword={() => update({ keyword: '' })}
          onShowAll={() => update({ category: null, keyword: '' })}
        />
        {state === 'list' ? (
          <PageNumbers
            className={styles.pager}
            page={filters.page}
            total={total}
            pageSize={MALL_PAGE_SIZE}
            label={t('mall.pagination')}
            onChange={changePage}
          />
        ) : null}
      </section>
    </div>
  );
}

type ResultState = 'loading' | 'error' | 'empty' | 'list';

interface MallResultsProps {
  state: ResultState;
  products: ProductCard[];
  total: number;
  filters: MallFilters;
  oneCategory: boolean;
  onRetry: () => void;
  onClearKeyword: () => void;
  onShowAll: () => void;
}

function MallResults(props: MallResultsProps) {
  const { t } = useTranslation(shopNamespace);
  const { state, filters } = props;
  if (state === 'loading') return <GridSkeleton />;
  if (state === 'error') return <ShopError onRetry={props.onRetry} />;
  if (state === 'empty') {
    if (filters.keyword) {
      return (
        <StatePanel
          title={t('empty.keywordTitle', { keyword: filters.keyword })}
          text={t('empty.keywordText')}
          actions={
            <button type="button" className={stateClasses.primary} onClick={props.onClearKeyword}>
              {t('empty.clearSearch')}
            </button>
          }
        />
      );
    }
    return (
      <StatePanel
        title={t('empty.categoryTitle')}
        text={t('empty.categoryText')}
        actions={
          filters.category && !props.oneCategory ? (
            <button type="button" className={stateClasses.primary} onClick={props.onShowAll}>
              {t('empty.showAll')}
            </button>
          ) : undefined
        }
      />
    );
  }
  return (
    <>
      <p className={styles.count} aria-live="polite">
        {t('mall.count', { count: props.total })}
      </p>
      <ProductGrid products={props.products} label={t('mall.results')} />
    </>
  );
}
