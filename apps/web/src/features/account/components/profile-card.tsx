import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActionOutput } from '@atelier/contract';
import { formatDate } from '@/shared/lib/format';
import { paths } from '@/shared/config/paths';
import { maskMobile } from '@/shared/lib/mask-mobile';
import { accountNamespace } from '../locales/register';
import panel from '@/shared/ui/panel.module.css';
import styles from './profile-card.module.css';
import { UserAvatar } from './user-avatar';

type Profile = ActionOutput<'userInfo'>;

export function ProfileCard({ user }: { user: Profile }) {
  const { t } = useTranslation(accountNamespace);
  const name = user.nickname || user.username;
  return (
    <section className={`${panel.panel} ${styles.card}`} aria-labelledby="profile-name">
      <div className={styles.who}>
        <UserAvatar
          avatar={user.avatar}
          avatarText={user.avatar_text}
          alt={t('center.avatarAlt', { name })}
          className={styles.avatar}
        />
        <div className={styles.names}>
          <p className={styles.eyebrow}>{t('center.eyebrow')}</p>
          <h1 id="profile-name" className={styles.name}>
            {name}
          </h1>
        </div>
        <Link className={styles.edit} to={paths.editProfile.href()}>
          <EditOutlined aria-hidden="true" />
          {t('center.editProfile')}
        </Link>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('center.username')}</dt>
          <dd>{user.username}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('center.mobile')}</dt>
          <dd>{user.mobile ? maskMobile(user.mobile) : t('center.noMobile')}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('center.registered')}</dt>
          <dd>{formatDate(user.created_at, 'YYYY-MM-DD')}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('center.community')}</dt>
          {user.community_joined_at ? (
            <dd>{formatDate(user.community_joined_at, 'YYYY-MM-DD')}</dd>
          ) : (
            <dd className={styles.muted}>{t('center.noCommunity')}</dd>
          )}
        </div>
      </dl>
    </section>
  );
}
