import { DeleteOutlined } from '@ant-design/icons';
import { Button, Pagination } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '@/shared/lib/format';
import { paths } from '@/shared/config/paths';
import { FAVOURITES_PAGE_SIZE, useFavourites, type Favourite } from '../api/get-favourites';
import { useSetFavourite } from '../api/set-favourite';
import { readPage } from '@/shared/lib/query-params';
import { shopNamespace } from '../locales/register';
import styles from './favourites-list.module.css';
import { Price } from './price';
import { GridSkeleton, ShopError } from './shop-states';
import personal from '@/shared/ui/personal-page.module.css';
import { stateClasses, StatePanel } from '@/shared/ui/state-panel';

/** /myColle: the signed-in user's favourite products, paged, each removable. */
export function FavouritesList() {
  const { t } = useTranslation(shopNamespace);
  const [search, setSearch] = useSearchParams();
  const page = readPage(search);
  const favourites = useFavourites(page);
  const { mutate, isPending } = useSetFavourite();
  const [removingId, setRemovingId] = useState<number | null>(null);

  const goTo = (next: number, replace = false) =>
    setSearch(next > 1 ? { page: String(next) } : {}, { replace });

  // Removing the last one of a later page leaves it empty: show the page before instead.
  const data = favourites.data;
  const emptyLaterPage =
    data !== undefined && !favourites.isPlaceholderData && data.list.length === 0 && page > 1;
  useEffect(() => {
    if (emptyLaterPage)
      goTo(Math.max(1, Math.ceil((data?.total ?? 0) / FAVOURITES_PAGE_SIZE)), true);
  });

  let body;
  if (favourites.isPending || emptyLaterPage) body = <GridSkeleton count={3} shape="row" />;
  else if (favourites.isError) body = <ShopError onRetry={() => void favourites.refetch()} />;
  else if (favourites.data.list.length === 0) {
    body = (
      <StatePanel
        title={t('favourites.emptyTitle')}
        text={t('favourites.emptyText')}
        actions={
          <Link className={stateClasses.primary} to={paths.globalShop.href()}>
            {t('favourites.browse')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        <ul className={styles.list}>
          {favourites.data.list.map((favourite) => (
            <FavouriteRow
              key={favourite.id}
              favourite={favourite}
              removing={isPending && removingId === favourite.product_id}
              onRemove={() => {
                setRemovingId(favourite.product_id);
                mutate({ productId: favourite.product_id, collected: false });
              }}
            />
          ))}
        </ul>
        {favourites.data.total > FAVOURITES_PAGE_SIZE ? (
          <nav className={styles.pager} aria-label={t('mall.pagination')}>
            <Pagination
              current={page}
              total={favourites.data.total}
              pageSize={FAVOURITES_PAGE_SIZE}
              showSizeChanger={false}
              showLessItems
              responsive
              onChange={(next) => goTo(next)}
            />
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <section className={personal.page} aria-labelledby="favourites-title">
      <header className={styles.header}>
        <h1 id="favourites-title" className={personal.title}>
          {t('favourites.title')}
        </h1>
        {data && data.total > 0 ? (
          <p className={styles.count}>{t('favourites.count', { count: data.total })}</p>
        ) : null}
      </header>
      {body}
    </section>
  );
}

function FavouriteRow({
  favourite,
  removing,
  onRemove,
}: {
  favourite: Favourite;
  removing: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation(shopNamespace);
  const { product } = favourite;
  const to = paths.productDetail.href(product.id);
  return (
    <li className={styles.row}>
      <Link to={to} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        <img src={product.image} alt="" loading="lazy" decoding="async" />
      </Link>
      <div className={styles.text}>
        <Link to={to} className={styles.name}>
          {product.name}
        </Link>
        <p className={styles.meta}>
          <Price product={product} className={styles.price} />
          {product.stock <= 0 ? (
            <span className={styles.soldOut}>{t('favourites.soldOut')}</span>
          ) : null}
        </p>
        <p className={styles.date}>
          {t('favourites.savedOn', { date: formatDate(favourite.created_at, 'YYYY-MM-DD') })}
        </p>
      </div>
      <Button
        icon={<DeleteOutlined />}
        loading={removing}
        aria-label={t('favourites.removeLabel', { name: product.name })}
        onClick={onRemove}
      >
        <span className={styles.removeText}>{t('favourites.remove')}</span>
      </Button>
    </li>
  );
}
