import type { ActionOutput } from '@atelier/contract';

import { useTranslation } from 'react-i18next';
import { RecordHistory } from '../console/record-history';
import { VersionTable } from '../console/version-table';
import { pointsConfigNamespace } from './register';
import formStyles from '../console/versioned-form.module.css';
import { ConsoleCard } from '../console/console-card';

type Info = ActionOutput<'scoreConfigInfo'> | ActionOutput<'gameConfigInfo'>;

/** Beside a rules form: its versions (who saved each, when) and what each save changed. */
export function RulesSide({
  info,
  loading,
  page,
  onPage,
}: {
  info: Info | undefined;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(pointsConfigNamespace);
  return (
    <>
      <VersionTable
        versions={info?.versions}
        loading={loading}
        page={page}
        onPage={onPage}
        initial={t('versions.initial')}
      />
      <ConsoleCard title={t('history')} className={formStyles.card} loading={!info}>
        {info ? <RecordHistory rows={info.history} /> : null}
      </ConsoleCard>
    </>
  );
}
