import { Alert, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { catalogNamespace } from './locales/register';

/** The list's short flag for a record whose English is missing somewhere. */
export function MissingEnglishTag({ fields }: { fields: readonly string[] }) {
  const { t } = useTranslation(catalogNamespace);
  if (fields.length === 0) return null;
  const names = fields.map((field) => t(`fields.${field}`)).join(t('common.separator'));
  return (
    <Tag color="warning" title={t('common.missingEnglishHint', { fields: names })}>
      {t('common.missingEnglish')}
    </Tag>
  );
}

/** The form's notice naming each field whose English is empty. */
export function MissingEnglishAlert({ fields }: { fields: readonly string[] }) {
  const { t } = useTranslation(catalogNamespace);
  if (fields.length === 0) return null;
  const names = fields.map((field) => t(`fields.${field}`)).join(t('common.separator'));
  return (
    <Alert
      role="status"
      type="warning"
      showIcon
      title={t('common.missingEnglish')}
      description={t('common.missingEnglishHint', { fields: names })}
    />
  );
}
