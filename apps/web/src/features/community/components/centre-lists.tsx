import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { formatDate } from '@/shared/lib/format';
import { PageNumbers } from '@/shared/ui/page-numbers';
import { LoadingOutline, StatePanel, stateClasses } from '@/shared/ui/state-panel';
import { GuardedButton } from '@/shared/ui/guarded-button';
import {
  CENTRE_PAGE,
  useMarkNoticesRead,
  useMyApplications,
  useMyGroups,
  useNotices,
} from '../api/group-queries';
import { communityNamespace } from '../locales/register';
import styles from './community.module.css';
import { CommunityLoadError } from './community-states';

const day = (iso: string | null) => formatDate(iso, 'YYYY-MM-DD');

function Browse() {
  const { t } = useTranslation(communityNamespace);
  return (
    <Link className={stateClasses.primary} to={paths.community.href()}>
      {t('centre.browse')}
    </Link>
  );
}

export function MyGroupsList() {
  const { t } = useTranslation(communityNamespace);
  const [page, setPage] = useState(1);
  const groups = useMyGroups(page);
  if (groups.isPending) return <LoadingOutline label={t('load.loading')} heights={[80, 80]} />;
  if (groups.isError) return <CommunityLoadError onRetry={() => void groups.refetch()} />;
  if (groups.data.list.length === 0) {
    return (
      <StatePanel
        title={t('centre.groupsEmptyTitle')}
        text={t('centre.groupsEmptyText')}
        actions={<Browse />}
      />
    );
  }
  return (
    <>
      <ul className={styles.rows}>
        {groups.data.list.map((group) => (
          <li key={group.id} className={styles.row}>
            <img className={styles.rowThumb} src={group.cover} alt="" width={96} height={48} />
            <div className={styles.rowBody}>
              <p className={styles.rowTitle}>
                <Link to={paths.groupDetail.href(group.id)}>{group.name}</Link>
              </p>
              <p className={styles.muted}>
                {t('group.joinedAt', { date: day(group.joined_at) })} ·{' '}
                {t('list.members', { count: group.member_count })}
              </p>
              {group.must_accept ? <Tag color="warning">{t('centre.mustAccept')}</Tag> : null}
              {group.banned_until ? (
                <Tag color="error">
                  {t('centre.bannedUntil', { date: day(group.banned_until) })}
                </Tag>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <PageNumbers
        page={page}
        total={groups.data.total}
        pageSize={CENTRE_PAGE}
        label={t('centre.pagesLabel')}
        onChange={setPage}
      />
    </>
  );
}

const statusColour = { pending: 'processing', approved: 'success', refused: 'error' } as const;

export function MyApplicationsList() {
  const { t } = useTranslation(communityNamespace);
  const [page, setPage] = useState(1);
  const applications = useMyApplications(page);
  if (applications.isPending) {
    return <LoadingOutline label={t('load.loading')} heights={[80, 80]} />;
  }
  if (applications.isError) {
    return <CommunityLoadError onRetry={() => void applications.refetch()} />;
  }
  if (applications.data.list.length === 0) {
    return (
      <StatePanel
        title={t('centre.applicationsEmptyTitle')}
        text={t('centre.applicationsEmptyText')}
        actions={<Browse />}
      />
    );
  }
  return (
    <>
      <ul className={styles.rows} aria-label={t('centre.applications')}>
        {applications.data.list.map((application) => (
          <li key={application.id} className={styles.row}>
            <img
              className={styles.rowThumb}
              src={application.group.cover}
              alt=""
              width={96}
              height={48}
            />
            <div className={styles.rowBody}>
              <p className={styles.rowTitle}>
                <Link to={paths.groupDetail.href(application.group.id)}>
                  {application.group.name}
                </Link>{' '}
                <Tag color={statusColour[application.status]}>
                  {t(`centre.status_${application.status}`)}
                </Tag>
              </p>
              {application.reason ? (
                <p className={styles.rowText}>
                  {t('centre.reason', { reason: application.reason })}
                </p>
              ) : null}
              <p className={styles.muted}>
                {t('centre.appliedAt', { date: day(application.created_at) })}
                {application.decided_at
                  ? ` · ${t('centre.decidedAt', { date: day(application.decided_at) })}`
                  : ''}
                {application.cooldown_until
                  ? ` · ${t('centre.cooldown', {
                      date: formatDate(application.cooldown_until, 'YYYY-MM-DD HH:mm'),
                    })}`
                  : ''}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <PageNumbers
        page={page}
        total={applications.data.total}
        pageSize={CENTRE_PAGE}
        label={t('centre.pagesLabel')}
        onChange={setPage}
      />
    </>
  );
}

export function MyNoticesList() {
  const { t } = useTranslation(communityNamespace);
  const [page, setPage] = useState(1);
  const notices = useNotices(page);
  const markRead = useMarkNoticesRead();
  if (notices.isPending) return <LoadingOutline label={t('load.loading')} heights={[64, 64]} />;
  if (notices.isError) return <CommunityLoadError onRetry={() => void notices.refetch()} />;
  if (notices.data.list.length === 0) {
    return <StatePanel title={t('centre.noticesEmptyTitle')} text={t('centre.noticesEmptyText')} />;
  }
  return (
    <>
      <div className={styles.rowHead}>
        <span className={styles.muted}>
          {t('centre.unread')} {notices.data.unread}
        </span>
        <GuardedButton
          disabled={notices.data.unread === 0}
          loading={markRead.isPending}
          onClick={() => void markRead.mutate({})}
        >
          {t('centre.markAllRead')}
        </GuardedButton>
      </div>
      <ul className={styles.rows} aria-label={t('centre.notices')}>
        {notices.data.list.map((notice) => (
          <li key={notice.id} className={`${styles.row} ${notice.read ? '' : styles.rowUnread}`}>
            <div className={styles.rowBody}>
              <p className={styles.rowText}>{notice.text}</p>
              <p className={styles.muted}>
                {formatDate(notice.created_at, 'YYYY-MM-DD HH:mm')}
                {notice.group ? (
                  <>
                    {' · '}
                    <Link to={paths.groupDetail.href(notice.group.id)}>{notice.group.name}</Link>
                  </>
                ) : null}
              </p>
            </div>
            {notice.read ? null : (
              <GuardedButton
                size="small"
                onClick={() => void markRead.mutate({ ids: [notice.id] })}
              >
                {t('centre.markRead')}
              </GuardedButton>
            )}
          </li>
        ))}
      </ul>
      <PageNumbers
        page={page}
        total={notices.data.total}
        pageSize={CENTRE_PAGE}
        label={t('centre.pagesLabel')}
        onChange={setPage}
      />
    </>
  );
}
