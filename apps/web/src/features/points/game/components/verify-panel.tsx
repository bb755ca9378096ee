import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n/i18n';
import { useRevealedSeeds, type GameConfig } from '../api/game-queries';
import { nameIn } from '../lib/prize-text';
import { verifySeeds, type SeedVerdict } from '../lib/verify-plays';
import { gameNamespace } from '../locales/register';
import styles from './game-page.module.css';

/** How many revealed seeds the panel checks: the latest ones. */
const SEEDS = 20;

/**
 * "Verify my plays": every play of the revealed seeds recomputed in this browser with Web
 * Crypto and the published weights, each marked ✓ or ✗.
 */
export function VerifyPanel({
  prizes,
  version,
}: {
  prizes: GameConfig['prizes'];
  version: number;
}) {
  const { t } = useTranslation(gameNamespace);
  const lang = useLang();
  const seeds = useRevealedSeeds(SEEDS);
  const [verdicts, setVerdicts] = useState<SeedVerdict[] | null>(null);
  const [checking, setChecking] = useState(false);

  const run = async () => {
    setChecking(true);
    try {
      const fresh = await seeds.refetch();
      const data = fresh.data ?? seeds.data;
      setVerdicts(data ? await verifySeeds(data.list, data.prize_tables) : []);
    } finally {
      setChecking(false);
    }
  };

  const revealed = seeds.data?.list ?? [];
  const plays = verdicts?.flatMap((seed) => seed.plays) ?? [];
  const bad = plays.filter((play) => !play.ok).length;
  const commitmentOf = new Map(revealed.map((seed) => [seed.id, seed.commitment]));
  // Prize names are known for the version in force; older tables are named by their number.
  const prizeName = (index: number | null, playVersion: number) =>
    index === null
      ? '—'
      : playVersion === version && prizes[index]
        ? nameIn(prizes[index].name, lang)
        : `#${index + 1}`;
  const versionOf = new Map(
    revealed.flatMap((seed) => seed.plays_list.map((play) => [play.id, play.config_version])),
  );

  return (
    <section className={`${styles.card} ${styles.verify}`} aria-labelledby="game-verify">
      <div className={styles.verifyHead}>
        <div>
          <h2 id="game-verify" className={styles.cardTitle}>
            {t('verify.title')}
          </h2>
          <p className={styles.hint}>{t('verify.text')}</p>
        </div>
        <Button
          onClick={() => void run()}
          disabled={checking || seeds.isPending || revealed.length === 0}
        >
          {checking ? t('verify.running') : t('verify.run')}
        </Button>
      </div>
      {!seeds.isPending && revealed.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('verify.emptyTitle')}</p>
          <p className={styles.hint}>{t('verify.emptyText')}</p>
        </div>
      ) : null}
      {verdicts ? (
        <div role="status" aria-live="polite">
          <p
            className={bad === 0 ? styles.verifyGood : styles.verifyBad}
            data-testid="verify-summary"
          >
            {bad === 0
              ? t('verify.allGood', { count: plays.length })
              : t('verify.someBad', { bad, count: plays.length })}
          </p>
          {verdicts.map((seed) => (
            <div key={seed.id} className={styles.verifySeed}>
              <p className={styles.verifySeedHead}>
                <code>
                  {t('verify.seed', { commitment: commitmentOf.get(seed.id)?.slice(0, 16) })}
                </code>{' '}
                <span className={seed.committed ? styles.gain : styles.loss}>
                  {seed.committed ? t('verify.committed') : t('verify.notCommitted')}
                </span>
              </p>
              <ul className={styles.rows}>
                {seed.plays.map((play) => (
                  <li key={play.id} className={styles.row} data-testid="verify-play">
                    <span className={styles.rowWhat}>
                      {t('verify.row', {
                        n: play.nonce + 1,
                        prize: prizeName(play.prize, versionOf.get(play.id) ?? 0),
                      })}
                    </span>
                    <span className={play.ok ? styles.gain : styles.loss}>
                      <span aria-hidden="true">{play.ok ? '✓' : '✗'}</span>
                      <span className="visually-hidden">
                        {play.ok ? t('verify.ok') : t('verify.bad')}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
    </section>
  );
}
