import { App, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateKeys } from '@/shared/api/use-action';
import { useUserInfo } from '@/shared/api/get-user-info';
import { useLang } from '@/shared/i18n/i18n';
import { formatThousands } from '@/shared/lib/format';
import { usePointsText } from '@/shared/points/use-points-text';
import { GuardedButton } from '@/shared/ui/guarded-button';
import { LoadingOutline, RetryPanel } from '@/shared/ui/state-panel';
import {
  playedKeys,
  usePlay,
  useGameConfig,
  useGameState,
  useRotateSeed,
  type GamePlayed,
} from '../api/game-queries';
import { isClientSeed, nameIn } from '../lib/prize-text';
import { wheelTurn } from '../lib/wheel-turn';
import { gameNamespace } from '../locales/register';
import { OddsTable } from './odds-table';
import { PrizeWheel } from './prize-wheel';
import { RecentPlays } from './recent-plays';
import { VerifyPanel } from './verify-panel';
import styles from './game-page.module.css';
import { prefersReducedMotion } from '@/shared/lib/reduced-motion';

const SPIN_MS = 3600;

/** /playGame: the wheel, what a spin costs and leaves, the commitment, and the checks. */
export function GamePage({ rankList }: { rankList?: React.ReactNode }) {
  const { t } = useTranslation(gameNamespace);
  const config = useGameConfig();
  const state = useGameState();
  const user = useUserInfo();

  if (config.isPending || state.isPending) {
    return (
      <GameFrame>
        <LoadingOutline label={t('loading')} heights={[340, 120, 160]} />
      </GameFrame>
    );
  }
  if (config.isError || state.isError) {
    return (
      <GameFrame>
        <RetryPanel
          title={t('errorTitle')}
          text={t('errorText')}
          retry={t('retry')}
          onRetry={() => {
            void config.refetch();
            void state.refetch();
          }}
        />
      </GameFrame>
    );
  }
  return (
    <GameFrame>
      <GameStage config={config.data} state={state.data} score={user.data?.score ?? null} />
      <div className={styles.lower}>
        <RecentPlays plays={state.data.recent} />
        <OddsTable prizes={config.data.prizes} />
      </div>
      <VerifyPanel prizes={config.data.prizes} version={config.data.version} />
      {rankList && <div className={styles.ranks}>{rankList}</div>}
    </GameFrame>
  );
}

function GameFrame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation(gameNamespace);
  return (
    <section className={styles.page} aria-labelledby="game-title">
      <header className={styles.head}>
        <p className={styles.eyebrow}>{t('eyebrow')}</p>
        <h1 id="game-title" className={styles.title}>
          {t('title')}
        </h1>
        <p className={styles.lead}>{t('lead')}</p>
      </header>
      {children}
    </section>
  );
}

type Config = NonNullable<ReturnType<typeof useGameConfig>['data']>;
type State = NonNullable<ReturnType<typeof useGameState>['data']>;

function GameStage({
  config,
  state,
  score,
}: {
  config: Config;
  state: State;
  score: number | null;
}) {
  const { t } = useTranslation(gameNamespace);
  const pointsText = usePointsText();
  const { message } = App.useApp();
  const client = useQueryClient();
  const play = usePlay();
  const rotate = useRotateSeed();
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState<{ ms: number } | null>(null);
  const [shown, setShown] = useState<GamePlayed | null>(null);
  // What the customer typed, for the seed it was typed under: a new seed brings its own.
  const [edited, setEdited] = useState<{ seedId: number; value: string } | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const clientSeed = edited?.seedId === state.seed.id ? edited.value : state.seed.client_seed;
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // The slices carry the points they pay; the names and odds are in the table beside.
  const labels = config.prizes.map((prize) => formatThousands(prize.points));
  const seedOk = isClientSeed(clientSeed.trim());
  const short = score !== null && score < config.cost;
  const noneLeft = state.plays_left <= 0;

  const start = () => {
    setShown(null);
    const seed = clientSeed.trim();
    void play.mutate(seed === state.seed.client_seed ? undefined : seed, {
      onSuccess: (result) => {
        const ms = prefersReducedMotion() ? 0 : SPIN_MS;
        setRotation((current) => wheelTurn(current, result.play.prize, labels.length));
        setSpinning({ ms });
        timer.current = window.setTimeout(() => {
          setSpinning(null);
          setShown(result);
          invalidateKeys(client, playedKeys);
        }, ms);
      },
      onError: () => invalidateKeys(client, playedKeys),
    });
  };

  const busy = play.isPending || spinning !== null;
  let playLabel = t('play', { cost: pointsText(config.cost) });
  if (busy) playLabel = t('spinning');
  else if (noneLeft) playLabel = t('noPlaysLeft');
  else if (short) playLabel = t('short', { cost: pointsText(config.cost) });

  return (
    <div className={styles.stage}>
      <div className={styles.wheelBox}>
        <PrizeWheel
          labels={labels}
          rotation={rotation}
          durationMs={spinning?.ms ?? 0}
          label={t('wheelLabel')}
        />
        <p className={styles.result} role="status" aria-live="polite" data-testid="game-result">
          {shown ? <ResultText result={shown} cost={config.cost} /> : null}
        </p>
        <GuardedButton
          type="primary"
          size="large"
          className={styles.playButton}
          disabled={busy || noneLeft || short || !seedOk}
          onClick={start}
        >
          {playLabel}
        </GuardedButton>
      </div>
      <div className={styles.side}>
        <dl className={styles.facts}>
          <div>
            <dt>{t('facts.balance')}</dt>
            <dd data-testid="game-balance">{score === null ? '—' : formatThousands(score)}</dd>
          </div>
          <div>
            <dt>{t('facts.cost')}</dt>
            <dd>{formatThousands(config.cost)}</dd>
          </div>
          <div>
            <dt>{t('facts.left')}</dt>
            <dd>{t('facts.leftValue', { left: state.plays_left, limit: config.daily_limit })}</dd>
          </div>
          <div>
            <dt>{t('facts.pool')}</dt>
            <dd>{formatThousands(state.budget_left)}</dd>
          </div>
        </dl>
        <div className={styles.field}>
          <label htmlFor="game-client-seed">{t('clientSeed')}</label>
          <Input
            id="game-client-seed"
            value={clientSeed}
            maxLength={64}
            status={seedOk ? undefined : 'error'}
            aria-describedby="game-client-seed-hint"
            onChange={(event) => setEdited({ seedId: state.seed.id, value: event.target.value })}
          />
          <p id="game-client-seed-hint" className={seedOk ? styles.hint : styles.hintBad}>
            {seedOk ? t('clientSeedHint') : t('clientSeedBad')}
          </p>
        </div>
        <div className={styles.commitment}>
          <p className={styles.label}>{t('commitment')}</p>
          <code className={styles.hash} data-testid="game-commitment">
            {state.seed.commitment}
          </code>
          <p className={styles.hint}>
            {t('commitmentHint')} {t('seedPlays', { count: state.seed.plays })}
          </p>
          <GuardedButton
            loading={rotate.isPending}
            disabled={busy || !seedOk}
            onClick={() =>
              void rotate.mutate(
                clientSeed.trim() === state.seed.client_seed ? undefined : clientSeed.trim(),
                { onSuccess: () => void message.success(t('rotated')) },
              )
            }
          >
            {t('rotate')}
          </GuardedButton>
        </div>
      </div>
    </div>
  );
}

function ResultText({ result, cost }: { result: GamePlayed; cost: number }) {
  const { t } = useTranslation(gameNamespace);
  const lang = useLang();
  const prize = nameIn(result.prize_name, lang);
  const net = result.play.prize_points - cost;
  // Congratulations only for a spin that left more than it cost.
  let title = t('result.none', { prize });
  if (net > 0) title = t('result.won', { prize });
  else if (result.play.prize_points > 0) title = t('result.partial', { prize });
  return (
    <>
      <strong className={styles.resultTitle}>{title}</strong>
      <span className={styles.resultNet}>
        {t('result.net', {
          sign: net >= 0 ? '+' : '−',
          net: formatThousands(Math.abs(net)),
          prize: formatThousands(result.play.prize_points),
          cost: formatThousands(cost),
        })}
      </span>
    </>
  );
}
