import type { MallType } from '@atelier/contract/codes';
import { App, Checkbox } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { cartUnits, useCart } from '@/shared/cart/cart-query';
import { defaultNamespace } from '@/shared/i18n/i18n';
import { Bone, RetryPanel, StatePanel, stateClasses } from '@/shared/ui/state-panel';
import { paths } from '@/shared/config/paths';
import { useDeleteCartLines } from '../api/delete-cart-lines';
import { useCartQuantities } from '../api/update-cart-line';
import {
  checkoutVerdict,
  checkState,
  isSelectable,
  selectLines,
  summarise,
  type LineState,
} from '../lib/cart-selection';
import { cartNamespace } from '../locales/register';
import { CartBar } from './cart-bar';
import { CartLineRow } from './cart-line-row';
import styles from './cart-page.module.css';

const MALLS: readonly MallType[] = ['art', 'points'];

/** /cart: the signed-in customer's cart, grouped by mall, with the selection and its totals. */
export function CartPage() {
  const { t } = useTranslation([cartNamespace, defaultNamespace]);
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const cart = useCart();
  const { quantityOf, setQuantity, saving } = useCartQuantities();
  const remove = useDeleteCartLines();
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [deleting, setDeleting] = useState<readonly number[]>([]);

  if (cart.isPending) {
    return (
      <CartFrame>
        <CartSkeleton />
      </CartFrame>
    );
  }
  if (cart.isError) {
    return (
      <CartFrame>
        <RetryPanel
          title={t('errorTitle')}
          text={t('errorText')}
          retry={t('retry')}
          onRetry={() => void cart.refetch()}
        />
      </CartFrame>
    );
  }
  if (cart.data.length === 0) {
    return (
      <CartFrame>
        <StatePanel
          title={t('emptyTitle')}
          text={t('emptyText')}
          actions={
            <>
              <Link className={stateClasses.primary} to={paths.globalShop.href()}>
                {t('browseArt')}
              </Link>
              <Link className={stateClasses.secondary} to={paths.pointsMall.href()}>
                {t('browsePoints')}
              </Link>
            </>
          }
        />
      </CartFrame>
    );
  }

  const states: LineState[] = cart.data.map((line) => ({ line, quantity: quantityOf(line) }));
  const summary = summarise(states, selected);

  const confirmDelete = (ids: number[]) => {
    if (ids.length === 0) {
      void message.warning(t('business.noItemsSelected', { ns: defaultNamespace }));
      return;
    }
    modal.confirm({
      title: ids.length === 1 ? t('deleteOneTitle') : t('deleteManyTitle', { count: ids.length }),
      content: t('deleteText'),
      okText: t('deleteOk'),
      okButtonProps: { danger: true },
      cancelText: t('deleteCancel'),
      onOk: () => {
        setDeleting(ids);
        remove.mutate(ids, {
          onSuccess: () => {
            setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
            void message.success(t('deleted'));
          },
        });
      },
    });
  };

  const checkout = () => {
    const verdict = checkoutVerdict(summary);
    if (verdict.go) {
      void navigate(paths.confirmOrder.href({ cartIds: verdict.ids }));
    } else if (verdict.reason === 'empty') {
      void message.warning(t('business.noItemsSelected', { ns: defaultNamespace }));
    } else {
      void message.warning(t('mixedTitle'));
    }
  };

  return (
    <CartFrame
      units={cartUnits(cart.data)}
      headAction={
        <button
          type="button"
          className={styles.headDelete}
          onClick={() => confirmDelete(summary.ids)}
          disabled={remove.isPending}
        >
          {t('deleteSelected')}
        </button>
      }
    >
      <div className={styles.columns} aria-hidden="true">
        <span />
        <span>{t('columns.product')}</span>
        <span>{t('columns.price')}</span>
        <span>{t('columns.quantity')}</span>
        <span>{t('columns.total')}</span>
        <span>{t('columns.actions')}</span>
      </div>
      {MALLS.map((mall) => {
        const group = states.filter((state) => state.line.product.type === mall);
        if (group.length === 0) return null;
        const check = checkState(group, selected);
        const headingId = `cart-mall-${mall}`;
        return (
          <section key={mall} className={styles.group} aria-labelledby={headingId}>
            <header className={styles.groupHead}>
              <Checkbox
                checked={check === 'all'}
                indeterminate={check === 'some'}
                disabled={!group.some(isSelectable)}
                onChange={(event) =>
                  setSelected((current) => selectLines(group, current, event.target.checked))
                }
                aria-label={t('selectMall', { mall: t(`mall.${mall}`) })}
              />
              <h2 id={headingId} className={styles.groupTitle}>
                {t(`mall.${mall}`)}
                <span className={styles.groupNote}>{t(`mall.${mall}Note`)}</span>
              </h2>
            </header>
            <ul className={styles.lines}>
              {group.map((state) => (
                <CartLineRow
                  key={state.line.id}
                  state={state}
                  selected={selected.has(state.line.id)}
                  deleting={remove.isPending && deleting.includes(state.line.id)}
                  onSelect={(on) => setSelected((current) => selectLines([state], current, on))}
                  onQuantity={(quantity) => setQuantity(state.line.id, quantity)}
                  onDelete={() => confirmDelete([state.line.id])}
                />
              ))}
            </ul>
          </section>
        );
      })}
      <CartBar
        summary={summary}
        check={checkState(states, selected)}
        anySelectable={states.some(isSelectable)}
        saving={saving}
        deleting={remove.isPending}
        onSelectAll={(on) => setSelected((current) => selectLines(states, current, on))}
        onDeleteSelected={() => confirmDelete(summary.ids)}
        onCheckout={checkout}
      />
    </CartFrame>
  );
}

function CartFrame({
  units,
  headAction,
  children,
}: {
  units?: number;
  /** Shown beside the title on a phone, where the bottom bar has no room for it. */
  headAction?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation(cartNamespace);
  return (
    <section className={styles.page} aria-labelledby="cart-title">
      <header className={styles.head}>
        <h1 id="cart-title" className={styles.title}>
          {t('title')}
        </h1>
        {units ? <p className={styles.count}>{t('units', { count: units })}</p> : null}
        {headAction}
      </header>
      {children}
    </section>
  );
}

function CartSkeleton() {
  const { t } = useTranslation(cartNamespace);
  return (
    <div role="status" aria-live="polite" className={styles.skeleton}>
      <span className="visually-hidden">{t('loading')}</span>
      {[0, 1, 2].map((index) => (
        <span key={index} className={styles.skeletonRow} aria-hidden="true">
          <Bone className={styles.skeletonThumb} />
          <span className={styles.skeletonText}>
            <Bone className={styles.skeletonLine} />
            <Bone className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
          </span>
        </span>
      ))}
    </div>
  );
}
