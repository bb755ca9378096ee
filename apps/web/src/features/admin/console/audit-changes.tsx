import type { ActionOutput } from '@atelier/contract';
import { useTranslation } from 'react-i18next';
import { adminNamespace } from '../locales/register';
import styles from './audit-changes.module.css';

export type AuditRow = ActionOutput<'auditList'>['list'][number];

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** An erasure's log: how many records of each kind of personal data went. */
function ErasureCounts({ counts }: { counts: Record<string, unknown> }) {
  const { t } = useTranslation(adminNamespace);
  return (
    <dl className={styles.changes}>
      {Object.entries(counts).map(([category, count]) => (
        <div key={category} className={styles.change}>
          <dt>{t(`audit.erasure.${category}`, { defaultValue: category })}</dt>
          <dd>{shown(count)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What a console write changed: each field as it was and as it became. An erasure (by the shop's
 * own job) names what it erased instead; the erased values themselves are never logged.
 */
export function AuditChanges({
  row,
}: {
  row: Pick<AuditRow, 'before' | 'after'> & Partial<Pick<AuditRow, 'target_type'>>;
}) {
  const { t } = useTranslation(adminNamespace);
  const { before, after } = row;
  if (row.target_type === 'erasure' && after) return <ErasureCounts counts={after} />;
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return (
    <dl className={styles.changes}>
      {before === null ? <dd className={styles.note}>{t('audit.created')}</dd> : null}
      {after === null ? <dd className={styles.note}>{t('audit.removed')}</dd> : null}
      {fields.map((field) => (
        <div key={field} className={styles.change}>
          <dt>{field}</dt>
          <dd>
            {before ? <del>{shown(before[field])}</del> : null}
            {before && after ? ' → ' : null}
            {after ? <ins>{shown(after[field])}</ins> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
