import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage, statusPageClasses } from '@/shared/ui/status-page';
import { useArtistPaths } from '../artist-paths';
import { artistsNamespace } from '../locales/register';
import styles from './artist-states.module.css';

/** A screen's outline while it loads: the shapes of what is coming. */
export function LoadingOutline({ children }: { children: ReactNode }) {
  const { t } = useTranslation(artistsNamespace);
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{t('state.loading')}</span>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

/** A block of the loading outline. */
export function Bone({ className = '' }: { className?: string }) {
  return <span className={`${styles.bone} ${className}`} />;
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

interface StateProps {
  tone: 'error' | 'empty';
  title: string;
  text: string;
  action?: ReactNode;
}

/** An empty or failed list, framed where the list would be. */
export function ListState({ tone, title, text, action }: StateProps) {
  return (
    <section className={styles.state} role={tone === 'error' ? 'alert' : undefined}>
      <span className={`${styles.mark} ${tone === 'error' ? styles.markError : ''}`} />
      <h2 className={styles.stateTitle}>{title}</h2>
      <p className={styles.stateText}>{text}</p>
      {action}
    </section>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(artistsNamespace);
  return (
    <ListState
      tone="error"
      title={t('state.errorTitle')}
      text={t('state.errorText')}
      action={
        <button type="button" className={styles.button} onClick={onRetry}>
          {t('state.retry')}
        </button>
      }
    />
  );
}

/** A link styled as the state's action. */
export function StateLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className={styles.button} to={to}>
      {children}
    </Link>
  );
}

/** An id that names no artist: say so, and lead back to the team. */
export function ArtistNotFound() {
  const { t } = useTranslation(artistsNamespace);
  const paths = useArtistPaths();
  return (
    <StatusPage
      title={t('state.notFoundTitle')}
      text={t('state.notFoundText')}
      actions={
        <Link className={statusPageClasses.primary} to={paths.artistTeam.path}>
          {t('state.notFoundAction')}
        </Link>
      }
    />
  );
}
