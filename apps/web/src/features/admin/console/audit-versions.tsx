import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/shared/ui/rich-text';
import { adminNamespace } from '../locales/register';
import styles from './audit-changes.module.css';
import { isLong, isRichText, shownValue, type AuditLabels } from './audit-values';

/** One version of a long value: rich text rendered as the site shows it, an item field by field. */
function Version({ value, labels }: { value: unknown; labels: AuditLabels | undefined }) {
  const { t } = useTranslation(adminNamespace);
  if (value === null || value === undefined || value === '')
    return <p className={styles.note}>{t('audit.nothing')}</p>;
  if (isRichText(value)) return <RichText html={value} />;
  if (typeof value !== 'object' || Array.isArray(value))
    return <p>{shownValue(value, '', labels)}</p>;
  return (
    <dl className={styles.version}>
      {Object.entries(value as Record<string, unknown>).map(([field, inner]) => (
        <div key={field}>
          <dt>{labels?.fields[field] ?? field}</dt>
          <dd>
            {isLong(inner) ? (
              <Version value={inner} labels={labels} />
            ) : (
              shownValue(inner, field, labels)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A button that opens the two versions of a long value side by side (stacked on a phone). */
export function AuditVersions({
  field,
  before,
  after,
  labels,
}: {
  field: string;
  before: unknown;
  after: unknown;
  labels: AuditLabels | undefined;
}) {
  const { t } = useTranslation(adminNamespace);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" className={styles.compare} onClick={() => setOpen(true)}>
        {t('audit.compare')}
      </Button>
      <Modal
        open={open}
        title={t('audit.compareTitle', { field })}
        onCancel={() => setOpen(false)}
        footer={null}
        width={960}
        destroyOnHidden
      >
        <div className={styles.versions}>
          <section aria-label={t('audit.before')}>
            <h4>{t('audit.before')}</h4>
            <Version value={before} labels={labels} />
          </section>
          <section aria-label={t('audit.after')}>
            <h4>{t('audit.after')}</h4>
            <Version value={after} labels={labels} />
          </section>
        </div>
      </Modal>
    </>
  );
}
