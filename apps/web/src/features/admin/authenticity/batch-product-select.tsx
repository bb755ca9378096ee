import { useTranslation } from 'react-i18next';
import { ProductPicker } from '../components/product-picker';
import { serialsNamespace } from './serials-register';

/**
 * The product a batch of serials is issued for, on sale or not: a batch is often issued before
 * a piece goes on sale.
 */
export function BatchProductSelect(props: {
  value?: number | null;
  onChange?: (id: number | null) => void;
  placeholder: string;
  id?: string;
}) {
  const { t } = useTranslation(serialsNamespace);
  return <ProductPicker {...props} label={t('generate.product')} />;
}
