import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAddToCart } from '@/shared/cart/add-to-cart';
import { quantityBounds } from '@/shared/lib/quantity';
import { useSession } from '@/shared/session/session-store';
import { loadFeedback } from '@/shared/ui/feedback';
import { QuantityStepper } from '@/shared/ui/quantity-stepper';
import { paths } from '@/shared/config/paths';
import type { Product } from '../api/get-product';
import { shopNamespace } from '../locales/register';
import { ActionButton } from './action-button';
import { CartIcon } from './action-icons';
import styles from './buy-actions.module.css';
import { FavouriteButton } from './favourite-button';

/**
 * Quantity, buy now, add to cart and the favourite. A visitor who is not signed in goes to the
 * login page and comes back here; a product that cannot be bought says why.
 */
export function BuyActions({ product }: { product: Product }) {
  const { t } = useTranslation(shopNamespace);
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSession((state) => state.token !== '');
  const add = useAddToCart();
  // A product with a limit per customer sells no more than that in one go (orders count the rest).
  const limit = product.limit_per_customer;
  const bounds = quantityBounds(Math.min(product.stock, limit ?? Infinity), product.on_sale);
  const [wanted, setWanted] = useState(1);
  const quantity = bounds.disabled ? 1 : Math.min(wanted, bounds.max);

  const toLogin = () => void navigate(paths.login.href(location.pathname + location.search));

  const buyNow = () => {
    if (!signedIn) return toLogin();
    void navigate(paths.confirmOrder.href({ productId: product.id, quantity }));
  };

  const addToCart = () => {
    if (!signedIn) return toLogin();
    add.mutate(
      { productId: product.id, quantity },
      {
        // antd's toast is loaded with the first one, not with the page.
        onSuccess: () =>
          void loadFeedback().then(({ message }) =>
            message.success({
              key: 'added-to-cart',
              content: (
                <span className={styles.added}>
                  {t('detail.added')}
                  <button
                    type="button"
                    className={styles.viewCart}
                    onClick={() => {
                      message.destroy('added-to-cart');
                      void navigate(paths.cart.href());
                    }}
                  >
                    {t('detail.viewCart')}
                  </button>
                </span>
              ),
            }),
          ),
      },
    );
  };

  const reason = !product.on_sale
    ? t('detail.whyOffSale')
    : bounds.disabled
      ? t('detail.whySoldOut')
      : null;
  const title = signedIn ? undefined : t('detail.signInToBuy');

  return (
    <div className={styles.buy}>
      <div className={styles.quantity}>
        <span className={styles.label} aria-hidden="true">
          {t('detail.quantity')}
        </span>
        <QuantityStepper
          value={quantity}
          bounds={bounds}
          onChange={setWanted}
          label={t('detail.quantity')}
          size="large"
        />
        {!bounds.disabled ? (
          <span className={styles.hint}>
            {limit !== null && limit <= bounds.max
              ? t('detail.limitHint', { count: limit })
              : t('detail.maxHint', { count: bounds.max })}
          </span>
        ) : null}
      </div>
      <div className={styles.buttons}>
        <ActionButton
          primary
          className={styles.main}
          disabled={bounds.disabled}
          title={title}
          onClick={buyNow}
        >
          {t(product.type === 'points' ? 'detail.redeemNow' : 'detail.buyNow')}
        </ActionButton>
        <ActionButton
          className={styles.main}
          icon={<CartIcon />}
          disabled={bounds.disabled}
          loading={add.isPending}
          title={title}
          onClick={addToCart}
        >
          {t('detail.addToCart')}
        </ActionButton>
        <FavouriteButton key={product.id} productId={product.id} collected={product.is_collected} />
      </div>
      {reason ? (
        <p className={styles.reason} role="note">
          {reason}
        </p>
      ) : null}
    </div>
  );
}
