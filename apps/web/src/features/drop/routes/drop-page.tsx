import '../locales/register';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isRefusal } from '@/shared/api/retry';
import { paths } from '@/shared/config/paths';
import { readId } from '@/shared/lib/query-params';
import { StatePanel, stateClasses } from '@/shared/ui/state-panel';
import { useDropInfo } from '../api/drop-queries';
import { DropPanel } from '../components/drop-panel';
import { dropNamespace } from '../locales/register';
import styles from './drop-page.module.css';

/** /drop?id=: a product's drop on its own page, its proof open and checked (My drops links here). */
export function DropPageRoute() {
  const [search] = useSearchParams();
  const productId = readId(search);
  return productId === null ? <NoDrop /> : <DropPage productId={productId} />;
}

function DropPage({ productId }: { productId: number }) {
  const { t } = useTranslation(dropNamespace);
  const drop = useDropInfo(productId);
  if (drop.isError && isRefusal(drop.error)) return <NoDrop />;
  return (
    <article className={styles.page}>
      {drop.data ? (
        <header className={styles.head}>
          <img className={styles.picture} src={drop.data.product_image} alt="" />
          <div>
            <h1 className={styles.title}>{t('page.title', { name: drop.data.product_name })}</h1>
            <Link className={styles.back} to={paths.productDetail.href(productId)}>
              ← {t('page.toProduct')}
            </Link>
          </div>
        </header>
      ) : null}
      <DropPanel productId={productId} page />
    </article>
  );
}

function NoDrop() {
  const { t } = useTranslation(dropNamespace);
  return (
    <StatePanel
      frame="page"
      code="404"
      title={t('page.notFoundTitle')}
      text={t('page.notFoundText')}
      actions={
        <Link className={stateClasses.primary} to={paths.globalShop.href()}>
          {t('page.toMall')}
        </Link>
      }
    />
  );
}
