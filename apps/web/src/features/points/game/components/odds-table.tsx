import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n/i18n';
import { formatThousands } from '@/shared/lib/format';
import type { GameConfig } from '../api/game-queries';
import { nameIn } from '../lib/prize-text';
import { gameNamespace } from '../locales/register';
import styles from './game-page.module.css';

/** The published prize table: what each slice pays and how likely it is. */
export function OddsTable({ prizes }: { prizes: GameConfig['prizes'] }) {
  const { t } = useTranslation(gameNamespace);
  const lang = useLang();
  return (
    <section className={styles.card} aria-labelledby="game-odds">
      <h2 id="game-odds" className={styles.cardTitle}>
        {t('odds.title')}
      </h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('odds.prize')}</th>
            <th scope="col">{t('odds.points')}</th>
            <th scope="col">{t('odds.odds')}</th>
          </tr>
        </thead>
        <tbody>
          {prizes.map((prize, index) => (
            <tr key={index}>
              <td>{nameIn(prize.name, lang)}</td>
              <td>{formatThousands(prize.points)}</td>
              <td>{prize.odds}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
