import { useTranslation } from 'react-i18next';
import type { CancelInfo } from '../api/account-cancel-info';
import { accountCancelNamespace } from '../locales/account-cancel-register';
import styles from './account-cancel.module.css';

/** Everything the account holds that cancelling takes away, and what stays for the books. */
export function AccountCancelLosses({ info }: { info: CancelInfo }) {
  const { t } = useTranslation(accountCancelNamespace);
  const count = (value: number) => t('lost.countValue', { count: value });
  const rows = [
    {
      key: 'points',
      label: t('lost.points'),
      value: t('lost.pointsValue', { count: info.points }),
    },
    {
      key: 'groups',
      label: t('lost.groups'),
      value:
        info.groups.length === 0
          ? t('lost.groupsNone')
          : info.groups.map((group) => group.name).join(' · '),
    },
    {
      key: 'serials',
      label: t('lost.serials'),
      value: info.serials === 0 ? count(0) : t('lost.serialsValue', { count: info.serials }),
    },
    { key: 'favourites', label: t('lost.favourites'), value: count(info.favourites) },
    { key: 'follows', label: t('lost.follows'), value: count(info.follows) },
    { key: 'applications', label: t('lost.applications'), value: count(info.applications) },
  ];
  return (
    <section className={styles.panel} aria-labelledby="cancel-lost-title">
      <h2 id="cancel-lost-title" className={styles.title}>
        {t('lost.title')}
      </h2>
      <dl className={styles.losses}>
        {rows.map((row) => (
          <div key={row.key} className={styles.loss} data-testid={`lost-${row.key}`}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>{t('lost.kept')}</p>
      <h3 className={styles.subtitle}>{t('cooling.title')}</h3>
      <p className={styles.note}>{t('cooling.text', { days: info.cooling_off_days })}</p>
    </section>
  );
}
