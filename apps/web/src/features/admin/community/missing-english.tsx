import { Alert, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { communityNamespace } from './register';

const LABELS = {
  name: 'group.name',
  description: 'group.description',
  convention: 'group.convention',
} as const;

function useNames(fields: readonly string[]) {
  const { t } = useTranslation(communityNamespace);
  return fields
    .map((field) => (field in LABELS ? t(LABELS[field as keyof typeof LABELS]) : field))
    .join(' · ');
}

/** The list's flag for a group whose English is missing somewhere (the site shows the Chinese). */
export function MissingEnglishTag({ fields }: { fields: readonly string[] }) {
  const { t } = useTranslation(communityNamespace);
  const names = useNames(fields);
  if (fields.length === 0) return null;
  return (
    <Tag color="warning" title={names}>
      {t('missingEnglish')}
    </Tag>
  );
}

/** The form's notice naming the texts whose English is empty. */
export function MissingEnglishAlert({ fields }: { fields: readonly string[] }) {
  const { t } = useTranslation(communityNamespace);
  const names = useNames(fields);
  if (fields.length === 0) return null;
  return (
    <Alert
      role="status"
      type="warning"
      showIcon
      title={t('missingEnglish')}
      description={t('missingEnglishHint', { fields: names })}
    />
  );
}
