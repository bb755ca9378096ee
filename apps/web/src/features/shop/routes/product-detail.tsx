import '../locales/register';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { StatePanel, stateClasses } from '@/shared/ui/state-panel';
import { paths } from '@/shared/config/paths';
import { isRefusal } from '@/shared/api/retry';
import { useProduct } from '../api/get-product';
import { ProductDetail } from '../components/product-detail';
import type { Product } from '../api/get-product';
import { DetailSkeleton, ShopError } from '../components/shop-states';
import { readId } from '@/shared/lib/query-params';
import { shopNamespace } from '../locales/register';
import styles from './product-detail.module.css';

/**
 * /productDetail?id=: one product, or a designed "not found" for a missing or unknown id.
 * `panels` adds other features' parts about the product (its drop) from the route table.
 */
export function ProductDetailRoute({ panels }: { panels?: (product: Product) => ReactNode }) {
  return <ProductDetailPage panels={panels} />;
}

function ProductDetailPage({ panels }: { panels?: (product: Product) => ReactNode }) {
  const [search] = useSearchParams();
  const id = readId(search);
  const product = useProduct(id);

  if (id === null || (product.isError && isRefusal(product.error))) {
    return <ProductNotFound />;
  }
  if (product.isPending) return <DetailSkeleton />;
  if (product.isError) {
    return (
      <div className={styles.state}>
        <ShopError onRetry={() => void product.refetch()} />
      </div>
    );
  }
  return <ProductDetail product={product.data} panels={panels?.(product.data)} />;
}

function ProductNotFound() {
  const { t } = useTranslation(shopNamespace);
  return (
    <StatePanel
      frame="page"
      code="404"
      title={t('detail.notFoundTitle')}
      text={t('detail.notFoundText')}
      actions={
        <>
          <Link className={stateClasses.primary} to={paths.globalShop.href()}>
            {t('detail.backToMall')}
          </Link>
          <Link className={stateClasses.secondary} to={paths.pointsMall.href()}>
            {t('detail.backToPoints')}
          </Link>
        </>
      }
    />
  );
}
