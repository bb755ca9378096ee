import '../locales/register';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isRefusal } from '@/shared/api/retry';
import { paths } from '@/shared/config/paths';
import { formatDate } from '@/shared/lib/format';
import { readId } from '@/shared/lib/query-params';
import { useSession } from '@/shared/session/session-store';
import { PageSection } from '@/shared/ui/page-section';
import { PageSkeleton } from '@/shared/ui/page-states';
import { LoadingOutline, StatePanel, stateClasses } from '@/shared/ui/state-panel';
import { useGroupInfo, useQuestionnaire, type GroupInfo } from '../api/group-queries';
import styles from '../components/community.module.css';
import { CommunityLoadError, GroupNotFound } from '../components/community-states';
import { JoinForm, type JoinResult } from '../components/join-form';
import { standingOf } from '../lib/standing';
import { communityNamespace } from '../locales/register';

/** /communityJoin?id=: a group's questions and convention; signed-out visitors sign in first. */
export function CommunityJoinRoute() {
  const [search] = useSearchParams();
  const id = readId(search);
  const signedIn = useSession((state) => state.token !== '');
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (!signedIn) {
      void navigate(paths.login.href(location.pathname + location.search), { replace: true });
    }
  }, [signedIn, navigate, location.pathname, location.search]);

  if (!signedIn) return null;
  return id === null ? <GroupNotFound /> : <CommunityJoin key={id} id={id} />;
}

function CommunityJoin({ id }: { id: number }) {
  const { t } = useTranslation(communityNamespace);
  const group = useGroupInfo(id);
  const questionnaire = useQuestionnaire(id);
  const [result, setResult] = useState<JoinResult | null>(null);

  if (group.isPending) return <PageSkeleton label={t('load.loading')} />;
  if (group.isError) {
    if (isRefusal(group.error)) return <GroupNotFound />;
    return <CommunityLoadError frame="page" onRetry={() => void group.refetch()} />;
  }
  const info = group.data;

  return (
    <PageSection width="text" labelledBy="join-title">
      <div className={styles.joinHead}>
        <p className={styles.joinEyebrow}>{t('join.eyebrow')}</p>
        <h1 id="join-title" className={styles.joinTitle}>
          {t('join.title', { name: info.name })}
        </h1>
        <p className={styles.joinLead}>
          {info.gate_product
            ? `${t('join.lead')} ${t(info.gate_kind === 'serial' ? 'join.gatedSerialLead' : 'join.gatedLead', { name: info.gate_product.name })}`
            : t('join.lead')}
        </p>
      </div>
      {result ? (
        <JoinDone groupId={id} result={result} />
      ) : (
        <JoinBody info={info} questionnaire={questionnaire} onJoined={setResult} />
      )}
    </PageSection>
  );
}

function JoinBody({
  info,
  questionnaire,
  onJoined,
}: {
  info: GroupInfo;
  questionnaire: ReturnType<typeof useQuestionnaire>;
  onJoined: (result: JoinResult) => void;
}) {
  const { t } = useTranslation(communityNamespace);
  const standing = standingOf(info);
  if (standing.kind !== 'join') {
    const text =
      standing.kind === 'member'
        ? t('join.alreadyMember')
        : standing.kind === 'pending'
          ? t('join.alreadyPending')
          : standing.kind === 'banned'
            ? t('state.banned', { date: formatDate(standing.until, 'YYYY-MM-DD') })
            : standing.kind === 'cooldown'
              ? t('state.cooldown', { date: formatDate(standing.until, 'YYYY-MM-DD HH:mm') })
              : t('state.closed');
    return (
      <StatePanel
        title={t('join.cannotTitle')}
        text={text}
        actions={
          <Link className={stateClasses.primary} to={paths.groupDetail.href(info.id)}>
            {t('join.backToGroup')}
          </Link>
        }
      />
    );
  }
  if (questionnaire.isPending) {
    return <LoadingOutline label={t('load.loading')} heights={[56, 120, 200]} />;
  }
  if (questionnaire.isError) {
    return <CommunityLoadError onRetry={() => void questionnaire.refetch()} />;
  }
  return <JoinForm questionnaire={questionnaire.data} onJoined={onJoined} />;
}

function JoinDone({ groupId, result }: { groupId: number; result: JoinResult }) {
  const { t } = useTranslation(communityNamespace);
  const joined = result.status === 'approved';
  return (
    <StatePanel
      title={joined ? t('join.joinedTitle') : t('join.sentTitle')}
      text={joined ? t('join.joinedText') : t('join.sentText')}
      actions={
        <>
          <Link className={stateClasses.primary} to={paths.groupDetail.href(groupId)}>
            {t('join.toGroup')}
          </Link>
          <Link className={stateClasses.secondary} to={paths.communityCenter.href()}>
            {t('join.toCentre')}
          </Link>
        </>
      }
    />
  );
}
