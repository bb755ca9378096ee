import './locales/register';
import { RANK_PERIODS, type RankPeriod } from '@atelier/contract/points-codes';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/shared/config/paths';
import { usePointsText } from '@/shared/points/use-points-text';
import { useSession } from '@/shared/session/session-store';
import { PageNumbers } from '@/shared/ui/page-numbers';
import { Bone, LoadingStatus, RetryPanel, StatePanel } from '@/shared/ui/state-panel';
import { FIRST_RANK_PERIOD, RANK_PAGE_SIZE, useRankList, type RankPage } from './get-rank-list';
import { rankNamespace } from './locales/register';
import styles from './rank-list.module.css';

type Row = RankPage['list'][number];

/**
 * Points earned this week, this month and in all time: the top 100 and my own place. `page`
 * places it under a page's content, as wide as the page; otherwise it fills its container.
 */
export function RankList({ layout = 'fill' }: { layout?: 'fill' | 'page' }) {
  const { t } = useTranslation(rankNamespace);
  const [period, setPeriod] = useState<RankPeriod>(FIRST_RANK_PERIOD);
  const [page, setPage] = useState(1);
  const ranks = useRankList(period, page);
  const id = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const choose = (next: RankPeriod) => {
    setPeriod(next);
    setPage(1);
  };
  // Arrow keys move between the tabs, as a tab list's keyboard users expect.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const index = (RANK_PERIODS.indexOf(period) + step + RANK_PERIODS.length) % RANK_PERIODS.length;
    choose(RANK_PERIODS[index]!);
    tabs.current[index]?.focus();
  };

  return (
    <section
      className={`${styles.board} ${layout === 'page' ? styles.onPage : ''}`}
      aria-labelledby={`${id}-title`}
    >
      <div className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t('title')}
        </h2>
        <p className={styles.lead}>{t('lead')}</p>
      </div>
      <div
        role="tablist"
        aria-label={t('periodsLabel')}
        className={styles.tabs}
        onKeyDown={onKeyDown}
      >
        {RANK_PERIODS.map((value, index) => (
          <button
            key={value}
            ref={(node) => {
              tabs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${value}`}
            aria-selected={period === value}
            aria-controls={`${id}-panel`}
            tabIndex={period === value ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(value)}
          >
            {t(`periods.${value}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${period}`}
        className={styles.panel}
      >
        <RankBody
          state={ranks.isPending ? 'loading' : ranks.isError ? 'error' : 'ready'}
          data={ranks.data}
          busy={ranks.isFetching}
          onRetry={() => void ranks.refetch()}
        />
        {ranks.data && ranks.data.total > RANK_PAGE_SIZE ? (
          <PageNumbers
            className={styles.pager}
            page={page}
            total={ranks.data.total}
            pageSize={RANK_PAGE_SIZE}
            label={t('pages')}
            onChange={setPage}
          />
        ) : null}
      </div>
    </section>
  );
}

function RankBody({
  state,
  data,
  busy,
  onRetry,
}: {
  state: 'loading' | 'error' | 'ready';
  data: RankPage | undefined;
  busy: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation(rankNamespace);
  if (state === 'loading' || !data) {
    if (state === 'error') {
      return (
        <RetryPanel
          title={t('errorTitle')}
          text={t('errorText')}
          retry={t('retry')}
          onRetry={onRetry}
        />
      );
    }
    return (
      <LoadingStatus label={t('loading')} className={styles.loading}>
        {[0, 1, 2, 3, 4].map((i) => (
          <Bone key={i} style={{ height: 48 }} />
        ))}
      </LoadingStatus>
    );
  }
  return (
    <>
      <MyPlace me={data.me} />
      {data.list.length === 0 ? (
        <StatePanel title={t('emptyTitle')} text={t('emptyText')} />
      ) : (
        <ol className={styles.rows} aria-busy={busy}>
          {data.list.map((row) => (
            <RankRow key={row.rank} row={row} />
          ))}
        </ol>
      )}
    </>
  );
}

function RankRow({ row, mine = false }: { row: Row; mine?: boolean }) {
  const { t } = useTranslation(rankNamespace);
  const pointsText = usePointsText();
  const name = row.nickname || t('anonymous');
  return (
    <li className={`${styles.row} ${mine ? styles.mine : ''}`}>
      <span className={`${styles.rank} ${row.rank <= 3 ? styles.podium : ''}`}>
        <span className="visually-hidden">{t('rank', { rank: row.rank })}</span>
        <span aria-hidden="true">{row.rank}</span>
      </span>
      {row.avatar ? (
        <img className={styles.avatar} src={row.avatar} alt="" />
      ) : (
        <span className={`${styles.avatar} ${styles.avatarText}`} aria-hidden="true">
          {Array.from(name)[0]?.toUpperCase()}
        </span>
      )}
      <span className={styles.name}>{name}</span>
      <span className={styles.points}>{pointsText(row.points)}</span>
    </li>
  );
}

function MyPlace({ me }: { me: RankPage['me'] }) {
  const { t } = useTranslation(rankNamespace);
  const pointsText = usePointsText();
  const signedIn = useSession((state) => state.token !== '');
  const location = useLocation();
  return (
    <p className={styles.me} data-testid="rank-me">
      <span className={styles.meLabel}>{t('me')}</span>
      {!signedIn ? (
        <Link to={paths.login.href(location.pathname + location.search)}>{t('signIn')}</Link>
      ) : me ? (
        <strong>{t('meRank', { rank: me.rank, points: pointsText(me.points) })}</strong>
      ) : (
        <span>{t('meNone')}</span>
      )}
    </p>
  );
}
