import { useTranslation } from 'react-i18next';
import { adminNamespace } from '../locales/register';
import styles from './audit-changes.module.css';
import { AuditVersions } from './audit-versions';
import {
  changedFields,
  isLong,
  isRichText,
  shownValue,
  textLength,
  type AuditLabels,
  type AuditRow,
} from './audit-values';

export type { AuditRow } from './audit-values';

/** An erasure's log: how many records of each kind of personal data went. */
function ErasureCounts({ counts }: { counts: Record<string, unknown> }) {
  const { t } = useTranslation(adminNamespace);
  return (
    <dl className={styles.changes}>
      {Object.entries(counts).map(([category, count]) => (
        <div key={category} className={styles.change}>
          <dt>{t(`audit.erasure.${category}`, { defaultValue: category })}</dt>
          <dd>{shownValue(count, category, undefined)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A long value's change in a few words: how much text, or which of an item's fields. */
function LongSummary({
  before,
  after,
  labels,
}: {
  before: unknown;
  after: unknown;
  labels: AuditLabels | undefined;
}) {
  const { t } = useTranslation(adminNamespace);
  const empty = (value: unknown) => value === null || value === undefined || value === '';
  if (empty(before) && empty(after)) return null;
  if (isRichText(before) || isRichText(after)) {
    const length = (value: unknown) => (isRichText(value) ? textLength(value) : 0);
    if (empty(before)) return <>{t('audit.textWritten', { count: length(after) })}</>;
    return <>{t('audit.textLength', { before: length(before), after: length(after) })}</>;
  }
  if (empty(before)) return <>{t('audit.added')}</>;
  if (empty(after)) return <>{t('audit.cleared')}</>;
  const fields = changedFields(before, after).map((field) => labels?.fields[field] ?? field);
  return <>{t('audit.fieldsChanged', { fields: fields.join(t('audit.listSeparator')) })}</>;
}

/**
 * What a console write changed: each field, named as the screens name it, as it was and as it
 * became. A long text or a whole item is summed up, with its two versions a click away. An
 * erasure (by the shop's own job) names what it erased instead; the erased values are never logged.
 */
export function AuditChanges({
  row,
}: {
  row: Pick<AuditRow, 'before' | 'after'> & Partial<Pick<AuditRow, 'target_type' | 'labels'>>;
}) {
  const { t } = useTranslation(adminNamespace);
  const { before, after, labels } = row;
  if (row.target_type === 'erasure' && after) return <ErasureCounts counts={after} />;
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return (
    <dl className={styles.changes}>
      {before === null ? <dd className={styles.note}>{t('audit.created')}</dd> : null}
      {after === null ? <dd className={styles.note}>{t('audit.removed')}</dd> : null}
      {fields.map((field) => {
        const was = before?.[field];
        const now = after?.[field];
        const name = labels?.fields[field] ?? field;
        return (
          <div key={field} className={styles.change}>
            <dt>{name}</dt>
            {isLong(was) || isLong(now) ? (
              <dd>
                <LongSummary before={was} after={now} labels={labels} />{' '}
                <AuditVersions field={name} before={was} after={now} labels={labels} />
              </dd>
            ) : (
              <dd>
                {before ? <del>{shownValue(was, field, labels)}</del> : null}
                {before && after ? ' → ' : null}
                {after ? <ins>{shownValue(now, field, labels)}</ins> : null}
              </dd>
            )}
          </div>
        );
      })}
    </dl>
  );
}
