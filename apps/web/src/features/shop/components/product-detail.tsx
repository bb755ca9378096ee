import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatThousands } from '@/shared/lib/format';
import { serverNow } from '@/shared/lib/server-clock';
import { useCountdown } from '@/shared/lib/use-countdown';
import { SafeHtml } from '@/shared/ui/safe-html';
import { paths } from '@/shared/config/paths';
import type { Product } from '../api/get-product';
import { shopNamespace } from '../locales/register';
import { releaseTimeOf } from '../lib/release';
import { BuyActions } from './buy-actions';
import { Price } from './price';
import { ReleaseNotice } from './release-notice';
import { ProductGallery } from './product-gallery';
import styles from './product-detail.module.css';
import { SpecTable } from './spec-table';

export function ProductDetail({ product, panels }: { product: Product; panels?: ReactNode }) {
  const { t } = useTranslation(shopNamespace);
  const unavailable = !product.on_sale || product.stock <= 0;
  const images = product.images.length > 0 ? product.images : [product.image];
  // Before its release the buttons wait; the count follows the server's clock, and the buttons
  // appear when it reaches zero.
  const releaseAt = releaseTimeOf(product);
  const secondsLeft = useCountdown(releaseAt, serverNow);

  const stockText = !product.on_sale
    ? t('detail.offSale')
    : product.stock <= 0
      ? t('detail.soldOut')
      : t('detail.inStock', { count: product.stock });

  return (
    <article className={styles.page}>
      <nav className={styles.trail} aria-label={t('detail.breadcrumb')}>
        <Link to={product.type === 'points' ? paths.pointsMall.href() : paths.globalShop.href()}>
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
              <dd className={unavailable ? styles.out : undefined}>{stockText}</dd>
            </div>
            {product.artisan ? (
              <div>
                <dt>{t('detail.artist')}</dt>
                <dd>
                  <Link className={styles.artist} to={paths.followDetails.href(product.artisan.id)}>
                    {product.artisan.avatar ? (
                      <img src={product.artisan.avatar} alt="" className={styles.avatar} />
                    ) : null}
                    {product.artisan.name}
                  </Link>
                </dd>
              </div>
            ) : null}
          </dl>
          {product.sale_mode === 'draw' ? null : releaseAt !== null &&
            secondsLeft !== null &&
            secondsLeft > 0 ? (
            <ReleaseNotice releaseAt={releaseAt} secondsLeft={secondsLeft} />
          ) : (
            <BuyActions key={product.id} product={product} />
          )}
          {panels}
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
