import { DropPanel } from '@/features/drop/components/drop-panel';
import { ProductDetailRoute } from '@/features/shop/routes/product-detail';

/**
 * The product page with what other features add about the product: its drop, under the buy
 * buttons. Loaded with the page, so the route table every first load downloads stays small.
 */
export function ProductPage() {
  return <ProductDetailRoute panels={(productId) => <DropPanel productId={productId} />} />;
}
