import { JOB_KINDS, type JobKind } from '@atelier/contract/formats';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listSearch, toList } from '../lib/list-params';
import { hiringNamespace } from '../locales/register';
import styles from './kind-filter.module.css';

/** All positions or one kind; each choice is an address, so it can be shared and linked to. */
export function KindFilter({ kind }: { kind: JobKind | null }) {
  const { t } = useTranslation(hiringNamespace);
  const choices = [null, ...JOB_KINDS];
  return (
    <nav className={styles.filter} aria-label={t('list.filter')}>
      <ul className={styles.list}>
        {choices.map((choice) => {
          const current = choice === kind;
          return (
            <li key={choice ?? 'all'}>
              <Link
                className={`${styles.choice} ${current ? styles.current : ''}`}
                to={{ search: listSearch(choice) }}
                state={toList}
                aria-current={current ? 'page' : undefined}
              >
                {t(`kind.${choice ?? 'all'}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
