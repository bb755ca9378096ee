import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundPanel } from '@/shared/ui/not-found-panel';
import { Bone, LoadingStatus } from '@/shared/ui/state-panel';
import { paths } from '@/shared/config/paths';
import { artisanNamespace } from '../locales/register';
import styles from './artist-states.module.css';
import { LoadErrorPanel } from '@/shared/ui/load-error-panel';

/** A screen's outline while it loads: the shapes of what is coming. */
export function LoadingOutline({ children }: { children: ReactNode }) {
  const { t } = useTranslation(artisanNamespace);
  return (
    <LoadingStatus label={t('state.loading')}>
      <div aria-hidden="true">{children}</div>
    </LoadingStatus>
  );
}

export function CardsOutline({ count }: { count: number }) {
  return (
    <LoadingOutline>
      <div className={styles.cards}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={styles.card}>
            <Bone className={styles.cover} />
            <Bone className={styles.round} />
            <Bone className={styles.line} />
            <Bone className={styles.lineShort} />
          </div>
        ))}
      </div>
    </LoadingOutline>
  );
}

export function RowsOutline({ count }: { count: number }) {
  return (
    <LoadingOutline>
      <div className={styles.rows}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={styles.row}>
            <Bone className={styles.round} />
            <div className={styles.rowLines}>
              <Bone className={styles.line} />
              <Bone className={styles.lineShort} />
            </div>
          </div>
        ))}
      </div>
    </LoadingOutline>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  return <LoadErrorPanel namespace={artisanNamespace} onRetry={onRetry} />;
}

/** An id that names no artist: say so, and lead back to the team. */
export function ArtistNotFound() {
  const { t } = useTranslation(artisanNamespace);
  return (
    <NotFoundPanel
      title={t('state.notFoundTitle')}
      text={t('state.notFoundText')}
      action={t('state.notFoundAction')}
      to={paths.artistTeam.href()}
    />
  );
}
