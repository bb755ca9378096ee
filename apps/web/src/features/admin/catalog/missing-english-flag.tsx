import { useTranslation } from 'react-i18next';
import { MissingEnglishAlert, MissingEnglishTag } from '../console/missing-english';
import { catalogNamespace } from './locales/register';

function useNames(fields: readonly string[]): string[] {
  const { t } = useTranslation(catalogNamespace);
  return fields.map((field) => t(`fields.${field}`));
}

/** The list's short flag for a record whose English is missing somewhere. */
export function MissingEnglishFlag({ fields }: { fields: readonly string[] }) {
  return <MissingEnglishTag names={useNames(fields)} />;
}

/** The form's notice naming each field whose English is empty. */
export function MissingEnglishNotice({ fields }: { fields: readonly string[] }) {
  return <MissingEnglishAlert names={useNames(fields)} />;
}
