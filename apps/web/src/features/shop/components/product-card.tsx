import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { isUpcoming, releaseTimeOf, shopMinute } from '../lib/release';
import { useNearViewport } from '../lib/use-near-viewport';
import type { ProductCard as Product } from '../api/get-products';
import { shopNamespace } from '../locales/register';
import { Price } from './price';
import styles from './product-card.module.css';

/** Below this many, a card warns that few are left. */
const FEW_LEFT = 5;

/** The first row at its widest: these pictures are on screen at once, so they load at once. */
const FIRST_ROW = 4;
/** The first row on a phone (two columns): the largest pictures of the first paint. */
const FIRST_SEEN = 2;

export function ProductCard({ product, index }: { product: Product; index: number }) {
  const { t } = useTranslation(shopNamespace);
  const soldOut = product.stock <= 0;
  const releaseAt = releaseTimeOf(product);
  const upcoming = releaseAt !== null && isUpcoming(product);
  return (
    <li className={styles.card}>
      <Link to={paths.productDetail.href(product.id)} className={styles.link}>
        <CardPicture image={product.image} index={index} dim={soldOut}>
          {soldOut ? <span className={styles.soldOut}>{t('card.soldOut')}</span> : null}
        </CardPicture>
        <span className={styles.name}>{product.name}</span>
      </Link>
      <span className={styles.meta}>
        <Price product={product} className={styles.price} />
        {upcoming ? (
          <span className={styles.release}>
            {t('card.onSaleAt', { time: shopMinute(releaseAt) })}
          </span>
        ) : !soldOut && product.stock <= FEW_LEFT ? (
          <span className={styles.left}>{t('card.left', { count: product.stock })}</span>
        ) : null}
      </span>
    </li>
  );
}

/**
 * A card's picture in its 4:5 frame. It keeps whether the reader is near on its own, so a picture
 * asked for renders the picture alone again, not its card's link and words.
 */
function CardPicture({
  image,
  index,
  dim,
  children,
}: {
  image: string;
  index: number;
  dim: boolean;
  children: ReactNode;
}) {
  // The pictures below the first row are asked for when the reader scrolls near them.
  const [frame, near] = useNearViewport<HTMLSpanElement>();
  const shown = index < FIRST_ROW || near;
  return (
    <span className={styles.frame} ref={index < FIRST_ROW ? undefined : frame}>
      <img
        className={`${styles.image} ${dim ? styles.dim : ''}`}
        src={shown ? image : undefined}
        alt=""
        // The frame fixes the 4:5 shape; these say it before any CSS or picture arrives.
        width={400}
        height={500}
        loading={index < FIRST_ROW ? 'eager' : 'lazy'}
        fetchPriority={index < FIRST_SEEN ? 'high' : 'auto'}
        decoding={index < FIRST_ROW ? 'auto' : 'async'}
      />
      {children}
    </span>
  );
}

export function ProductGrid({ products, label }: { products: Product[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} index={index} />
      ))}
    </ul>
  );
}
