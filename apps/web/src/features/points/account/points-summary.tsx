import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n/i18n';
import { formatThousands } from '@/shared/lib/format';
import { usePointsText } from '@/shared/points/use-points-text';
import panel from '@/shared/ui/panel.module.css';
import { pointsAccountNamespace } from './locales/register';
import type { PointsAccount } from './points-account-api';
import styles from './my-account.module.css';

/** Usable and cumulative points, the level and the way to the next one. */
export function PointsSummary({ account }: { account: PointsAccount }) {
  const { t } = useTranslation(pointsAccountNamespace);
  const lang = useLang();
  const pointsText = usePointsText();
  const next = account.next_level;
  const levelName = account.level.name[lang];
  return (
    <section className={panel.panel} aria-labelledby="points-summary-title">
      <div className={panel.head}>
        <h2 id="points-summary-title" className={panel.title}>
          {t('summaryTitle')}
        </h2>
        <span className={styles.level}>
          <span className="visually-hidden">{t('level')}: </span>
          {levelName}
        </span>
      </div>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t('usable')}</dt>
          <dd data-testid="points-usable">{formatThousands(account.score)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('total')}</dt>
          <dd>{formatThousands(account.score_total)}</dd>
        </div>
      </dl>
      <div className={styles.progress}>
        <Progress
          percent={account.progress}
          showInfo={false}
          strokeColor="var(--accent)"
          aria-label={t('progressLabel', { level: next ? next.name[lang] : levelName })}
        />
        <p className={panel.note}>
          {next
            ? t('toNext', {
                points: pointsText(next.threshold - account.score_total),
                level: next.name[lang],
              })
            : t('topLevel')}
        </p>
      </div>
    </section>
  );
}
