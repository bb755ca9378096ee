import { useTranslation } from 'react-i18next';
import { MissingEnglishAlert, MissingEnglishTag } from '../console/missing-english';
import { communityNamespace } from './register';

const LABELS = {
  name: 'group.name',
  description: 'group.description',
  convention: 'group.convention',
} as const;

function useNames(fields: readonly string[]): string[] {
  const { t } = useTranslation(communityNamespace);
  return fields.map((field) => (field in LABELS ? t(LABELS[field as keyof typeof LABELS]) : field));
}

/** The list's flag for a group whose English is missing somewhere (the site shows the Chinese). */
export function MissingEnglishFlag({ fields }: { fields: readonly string[] }) {
  return <MissingEnglishTag names={useNames(fields)} />;
}

/** The form's notice naming the texts whose English is empty. */
export function MissingEnglishNotice({ fields }: { fields: readonly string[] }) {
  return <MissingEnglishAlert names={useNames(fields)} />;
}
