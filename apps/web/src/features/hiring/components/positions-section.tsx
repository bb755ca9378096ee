import type { JobKind } from '@atelier/contract/formats';
import { useTranslation } from 'react-i18next';
import { useShopConfig } from '@/shared/api/get-shop-config';
import { Link, useNavigate } from 'react-router';
import { PageNumbers } from '@/shared/ui/page-numbers';
import { Container } from '@/shared/ui/page-section';
import { SectionHeading } from '@/shared/ui/section-heading';
import { Bone, LoadingStatus, StatePanel, stateClasses } from '@/shared/ui/state-panel';
import { POSITIONS_PER_PAGE, usePositions } from '../api/get-positions';
import { listSearch, toList } from '../lib/list-params';
import { hiringNamespace } from '../locales/register';
import { JoinLoadError } from './join-states';
import { KindFilter } from './kind-filter';
import { POSITIONS_ANCHOR } from './join-intro';
import { PositionCard } from './position-card';
import styles from './positions-section.module.css';

/** The open positions: a filter by kind, the cards of one page, and the pages. */
export function PositionsSection({ kind, page }: { kind: JobKind | null; page: number }) {
  const { t } = useTranslation(hiringNamespace);
  const email = useShopConfig().data?.service_email ?? '';
  const navigate = useNavigate();
  const positions = usePositions(page, kind);
  const total = positions.data?.total;

  return (
    <section className={styles.section} aria-labelledby="join-positions">
      <div id={POSITIONS_ANCHOR} className={styles.anchor} />
      <Container>
        <div className={styles.head}>
          <SectionHeading id="join-positions" eyebrow={t('list.eyebrow')} title={t('list.title')} />
          <div className={styles.tools}>
            <KindFilter kind={kind} />
            {total !== undefined && total > 0 ? (
              <p className={styles.total} aria-live="polite">
                {t('list.total', { count: total })}
              </p>
            ) : null}
          </div>
        </div>
        {positions.isPending ? (
          <CardsOutline label={t('state.loading')} />
        ) : positions.isError ? (
          <JoinLoadError onRetry={() => void positions.refetch()} />
        ) : positions.data.list.length === 0 ? (
          <StatePanel
            title={
              kind
                ? t('list.emptyTitle', { kind: t(`kindInText.${kind}`) })
                : t('list.emptyAllTitle')
            }
            text={t('list.emptyText', { email })}
            actions={
              kind ? (
                <Link
                  className={stateClasses.primary}
                  to={{ search: listSearch(null) }}
                  state={toList}
                >
                  {t('list.emptyAction')}
                </Link>
              ) : undefined
            }
          />
        ) : (
          <>
            <ul
              className={styles.grid}
              aria-label={t('list.label')}
              aria-busy={positions.isPlaceholderData}
            >
              {positions.data.list.map((position) => (
                <li key={position.id}>
                  <PositionCard position={position} />
                </li>
              ))}
            </ul>
            <PageNumbers
              page={page}
              total={positions.data.total}
              pageSize={POSITIONS_PER_PAGE}
              label={t('list.pagination')}
              className={styles.pager}
              onChange={(next) =>
                void navigate({ search: listSearch(kind, next) }, { state: toList })
              }
            />
          </>
        )}
      </Container>
    </section>
  );
}

function CardsOutline({ label }: { label: string }) {
  return (
    <LoadingStatus label={label}>
      <div className={styles.grid} aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className={styles.outline}>
            <Bone className={styles.boneShort} />
            <Bone className={styles.boneTitle} />
            <Bone className={styles.boneLine} />
            <Bone className={styles.boneLine} />
          </div>
        ))}
      </div>
    </LoadingStatus>
  );
}
