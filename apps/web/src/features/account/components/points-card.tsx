import { useTranslation } from 'react-i18next';
import { formatThousands } from '@/shared/lib/format';
import { accountNamespace } from '../locales/register';
import panel from '@/shared/ui/panel.module.css';
import styles from './points-card.module.css';

export function PointsCard({ score, scoreTotal }: { score: number; scoreTotal: number }) {
  const { t } = useTranslation(accountNamespace);
  return (
    <section className={panel.panel} aria-labelledby="points-title">
      <div className={panel.head}>
        <h2 id="points-title" className={panel.title}>
          {t('center.pointsTitle')}
        </h2>
      </div>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t('center.score')}</dt>
          <dd>{formatThousands(score)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('center.scoreTotal')}</dt>
          <dd>{formatThousands(scoreTotal)}</dd>
        </div>
      </dl>
    </section>
  );
}
