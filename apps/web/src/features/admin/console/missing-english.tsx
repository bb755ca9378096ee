import { Alert, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminNamespace } from '../locales/register';

/**
 * The fields a part of the console flags, worded in its own namespace (`<keyPrefix>.<field>`):
 * each part names its texts its own way, the notice around them is the console's.
 */
interface FieldsProps {
  fields: readonly string[];
  namespace: string;
  keyPrefix?: string;
}

function useNames({ fields, namespace, keyPrefix = 'fields' }: FieldsProps): string[] {
  const { t } = useTranslation(namespace);
  return fields.map((field) => t(`${keyPrefix}.${field}`));
}

/** `title` reads "missing English" and `hint` names the fields. */
function useWording(props: FieldsProps) {
  const { t } = useTranslation(adminNamespace);
  const names = useNames(props);
  return {
    empty: names.length === 0,
    title: t('missingEnglish.title'),
    hint: t('missingEnglish.hint', { fields: names.join(t('missingEnglish.separator')) }),
  };
}

/**
 * A list's short flag for a bilingual record with Chinese and no English somewhere: the site
 * shows the Chinese to English readers meanwhile.
 */
export function MissingEnglishFlag(props: FieldsProps) {
  const { empty, title, hint } = useWording(props);
  if (empty) return null;
  return (
    <Tag color="warning" title={hint}>
      {title}
    </Tag>
  );
}

/** The form's notice naming each field whose English is empty. */
export function MissingEnglishNotice(props: FieldsProps) {
  const { empty, title, hint } = useWording(props);
  if (empty) return null;
  return <Alert role="status" type="warning" showIcon title={title} description={hint} />;
}
