import { Alert, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminNamespace } from '../locales/register';

/**
 * A bilingual record with Chinese and no English somewhere: the site shows the Chinese to English
 * readers meanwhile. Each part of the console names its own fields (`names`, already worded).
 */
export function MissingEnglishTag({ names }: { names: readonly string[] }) {
  const { t } = useTranslation(adminNamespace);
  if (names.length === 0) return null;
  return (
    <Tag
      color="warning"
      title={t('missingEnglish.hint', { fields: names.join(t('missingEnglish.separator')) })}
    >
      {t('missingEnglish.title')}
    </Tag>
  );
}

/** The form's notice naming each field whose English is empty. */
export function MissingEnglishAlert({ names }: { names: readonly string[] }) {
  const { t } = useTranslation(adminNamespace);
  if (names.length === 0) return null;
  return (
    <Alert
      role="status"
      type="warning"
      showIcon
      title={t('missingEnglish.title')}
      description={t('missingEnglish.hint', { fields: names.join(t('missingEnglish.separator')) })}
    />
  );
}
