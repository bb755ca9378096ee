import { InputNumber } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatThousands } from '@/shared/lib/format';
import { SafeHtml } from '@/shared/ui/safe-html';
import type { Product } from '../api/get-product';
import { shopNamespace } from '../locales/register';
import { useShopPaths, withId } from '../shop-paths';
import { FavouriteButton } from './favourite-button';
import { Price } from './price';
import { ProductGallery } from './product-gallery';
import styles from './product-detail.module.css';
import { SpecTable } from './spec-table';

/** Quantities one can choose: 1 up to the stock; none when nothing can be bought. */
export function quantityBounds(product: Pick<Product, 'stock' | 'on_sale'>): {
  min: number;
  max: number;
  disabled: boolean;
} {
  const max = Math.max(0, Math.floor(product.stock));
  const disabled = !product.on_sale || max === 0;
  return { min: 1, max: disabled ? 1 : max, disabled };
}

export function ProductDetail({ product }: { product: Product }) {
  const { t } = useTranslation(shopNamespace);
  const paths = useShopPaths();
  const bounds = quantityBounds(product);
  const [quantity, setQuantity] = useState(1);
  const images = product.images.length > 0 ? product.images : [product.image];

  const stockText = !product.on_sale
    ? t('detail.offSale')
    : product.stock <= 0
      ? t('detail.soldOut')
      : t('detail.inStock', { count: product.stock });

  return (
    <article className={styles.page}>
      <nav className={styles.trail} aria-label={t('detail.breadcrumb')}>
        <Link to={product.type === 'points' ? paths.pointsMall.path : paths.globalShop.path}>
          {t(product.type === 'points' ? 'detail.pointsMall' : 'detail.artMall')}
        </Link>
        {product.category_name ? (
          <>
            <span aria-hidden="true">/</span>
            <span>{product.category_name}</span>
          </>
        ) : null}
      </nav>
      <div className={styles.top}>
        <ProductGallery key={product.id} images={images} name={product.name} />
        <div className={styles.info}>
          <h1 className={styles.name}>{product.name}</h1>
          <div className={styles.priceRow}>
            <Price product={product} className={styles.price} />
            {product.type === 'art' && product.earn_score > 0 ? (
              <span className={styles.earn}>
                {t('price.earn', {
                  count: product.earn_score,
                  points: formatThousands(product.earn_score),
                })}
              </span>
            ) : null}
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>{t('detail.stock')}</dt>
              <dd className={bounds.disabled ? styles.out : undefined}>{stockText}</dd>
            </div>
            {product.artisan ? (
              <div>
                <dt>{t('detail.artist')}</dt>
                <dd>
                  <Link
                    className={styles.artist}
                    to={withId(paths.followDetails.path, product.artisan.id)}
                  >
                    {product.artisan.avatar ? (
                      <img src={product.artisan.avatar} alt="" className={styles.avatar} />
                    ) : null}
                    {product.artisan.name}
                  </Link>
                </dd>
              </div>
            ) : null}
          </dl>
          <div className={styles.buy}>
            <label className={styles.quantity}>
              <span>{t('detail.quantity')}</span>
              <InputNumber
                min={bounds.min}
                max={bounds.max}
                precision={0}
                value={bounds.disabled ? 1 : Math.min(quantity, bounds.max)}
                disabled={bounds.disabled}
                onChange={(value) => setQuantity(value ?? 1)}
                aria-label={t('detail.quantity')}
              />
              {!bounds.disabled ? (
                <span className={styles.hint}>{t('detail.maxHint', { count: bounds.max })}</span>
              ) : null}
            </label>
            <FavouriteButton
              key={product.id}
              productId={product.id}
              collected={product.is_collected}
            />
          </div>
        </div>
      </div>
      <div className={styles.more}>
        <section className={styles.section} aria-labelledby="product-description">
          <h2 id="product-description" className={styles.heading}>
            {t('detail.description')}
          </h2>
          <SafeHtml html={product.description} className={styles.description} />
        </section>
        <section className={styles.section} aria-labelledby="product-specs">
          <h2 id="product-specs" className={styles.heading}>
            {t('detail.specs')}
          </h2>
          <SpecTable product={product} />
        </section>
      </div>
    </article>
  );
}
