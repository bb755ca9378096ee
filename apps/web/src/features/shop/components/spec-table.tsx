import { useTranslation } from 'react-i18next';
import type { Product } from '../api/get-product';
import { formatWeight } from '../lib/price';
import { shopNamespace } from '../locales/register';
import styles from './spec-table.module.css';

/** The label rows of spec section 3 first, then the product's own; empty values left out. */
export function specRows(
  product: Product,
  label: (key: string) => string,
): Array<{ name: string; value: string }> {
  const fixed = [
    { name: label('detail.brand'), value: product.brand },
    { name: label('detail.productNo'), value: product.product_no },
    { name: label('detail.grossWeight'), value: formatWeight(product.gross_weight) },
    { name: label('detail.ageOfUse'), value: product.age_of_use },
    { name: label('detail.material'), value: product.material },
    { name: label('detail.size'), value: product.size },
  ];
  return [...fixed, ...product.specs].filter((row) => row.value.trim() !== '');
}

export function SpecTable({ product }: { product: Product }) {
  const { t } = useTranslation(shopNamespace);
  const rows = specRows(product, (key) => t(key));
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t('detail.specs')}</caption>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${row.name}-${index}`}>
            <th scope="row">{row.name}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
