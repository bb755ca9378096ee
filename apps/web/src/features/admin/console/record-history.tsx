import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminNamespace } from '../locales/register';
import { AuditActor } from './audit-actor';
import { AuditChanges, type AuditRow } from './audit-changes';
import { formatTime } from './format';
import { ConsoleTimeline } from './console-timeline';

/** A record's own audit rows (its console page's "history"), newest first. */
export function RecordHistory({ rows }: { rows: AuditRow[] }) {
  const { t } = useTranslation(adminNamespace);
  if (rows.length === 0) return <Empty description={t('audit.none')} />;
  return (
    <ConsoleTimeline
      items={rows.map((row) => ({
        key: row.id,
        content: (
          <div>
            <div>
              <strong>{row.labels.action}</strong> · <AuditActor row={row} />
              <time dateTime={row.created_at}>{formatTime(row.created_at)}</time>
            </div>
            <AuditChanges row={row} />
          </div>
        ),
      }))}
    />
  );
}
