import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n/i18n';
import { formatDate } from '@/shared/lib/format';
import type { GameState } from '../api/game-queries';
import { nameIn } from '../lib/prize-text';
import { gameNamespace } from '../locales/register';
import styles from './game-page.module.css';

/** The latest spins, newest first: when, what they won, and what they left net. */
export function RecentPlays({ plays }: { plays: GameState['recent'] }) {
  const { t } = useTranslation(gameNamespace);
  const lang = useLang();
  return (
    <section className={styles.card} aria-labelledby="game-recent">
      <h2 id="game-recent" className={styles.cardTitle}>
        {t('recent.title')}
      </h2>
      {plays.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('recent.emptyTitle')}</p>
          <p className={styles.hint}>{t('recent.emptyText')}</p>
        </div>
      ) : (
        <ul className={styles.rows} data-testid="game-recent">
          {plays.map((play) => {
            const net = play.prize_points - play.cost;
            return (
              <li key={play.id} className={styles.row}>
                <span className={styles.rowWhen}>
                  {t('recent.play', { time: formatDate(play.created_at, 'MM-DD HH:mm') })}
                </span>
                <span className={styles.rowWhat}>{nameIn(play.prize_name, lang)}</span>
                <span className={net >= 0 ? styles.gain : styles.loss}>
                  {net >= 0 ? `+${net}` : `−${Math.abs(net)}`}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
