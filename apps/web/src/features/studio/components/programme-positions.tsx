import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import cards from '@/shared/ui/card.module.css';
import { Bone, LoadingStatus, RetryPanel, StatePanel, stateClasses } from '@/shared/ui/state-panel';
import { paths } from '@/shared/config/paths';
import { useProgrammes } from '../api/get-programmes';
import { studioNamespace } from '../locales/register';
import styles from './programme-positions.module.css';

/** The programme's open intakes, each leading to its position and application. */
export function ProgrammePositions() {
  const { t } = useTranslation(studioNamespace);
  const programmes = useProgrammes();

  if (programmes.isPending) {
    return (
      <LoadingStatus
        label={t('state.loading', { page: t('programme.openTitle') })}
        className={styles.list}
      >
        {[0, 1].map((i) => (
          <Bone key={i} className={styles.bone} />
        ))}
      </LoadingStatus>
    );
  }
  if (programmes.isError) {
    return (
      <RetryPanel
        title={t('programme.positionsError')}
        text={t('state.errorText')}
        retry={t('state.retry')}
        onRetry={() => void programmes.refetch()}
      />
    );
  }
  if (programmes.data.list.length === 0) {
    return (
      <StatePanel
        title={t('programme.noneTitle')}
        text={t('programme.noneText')}
        actions={
          <Link className={stateClasses.secondary} to={paths.joinUs.href()}>
            {t('programme.allPositions')}
          </Link>
        }
      />
    );
  }

  return (
    <>
      <ul className={styles.list}>
        {programmes.data.list.map((position) => (
          <li key={position.id}>
            <Link className={styles.card} to={paths.joinUsDetails.href(position.id)}>
              <span className={styles.meta}>
                {[position.city, position.department].filter(Boolean).join(' · ')}
              </span>
              <span className={styles.title}>{position.title}</span>
              <span className={styles.summary}>{position.summary}</span>
              <span className={styles.foot}>
                {position.headcount > 0 ? (
                  <span className={styles.places}>
                    {t('programme.places', { count: position.headcount })}
                  </span>
                ) : (
                  <span />
                )}
                <span className={styles.go}>
                  {t('programme.details')} <span aria-hidden="true">→</span>
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className={styles.all}>
        <Link className={cards.accentLink} to={paths.joinUs.href({ kind: 'programme' })}>
          {t('programme.allPositions')} <span aria-hidden="true">→</span>
        </Link>
      </p>
    </>
  );
}
