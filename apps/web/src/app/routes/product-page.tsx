import { DropPanel } from '@/features/drop/components/drop-panel';
import { ProductDetailRoute } from '@/features/shop/routes/product-detail';

/**
 * The product page with what other features add about the product: the drop of an edition sold
 * by draw, in place of the buy buttons. Loaded with the page, so the route table every first load downloads stays small.
 */
export function ProductPage() {
  return (
    <ProductDetailRoute
      panels={(product) =>
        product.sale_mode === 'draw' ? <DropPanel productId={product.id} /> : null
      }
    />
  );
}
