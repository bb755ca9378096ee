import { Button, Descriptions, Skeleton, Statistic, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '@/shared/session/session-store';
import { useConsoleQuery } from '../console/console-api';
import { consolePaths } from '../console/console-paths';
import { formatTime } from '../console/format';
import { ScreenHeader } from '../console/screen-header';
import { adminNamespace } from '../locales/register';
import { AccountAccess } from './account-access';
import { AdjustPoints } from './adjust-points';
import { CustomerTabs } from './customer-tabs';
import { customersNamespace } from './locales/register';
import { CancellationTag } from './cancellation-tag';
import { StatusTag } from './status-tag';
import styles from './customers.module.css';
import { ConsoleCard } from '../console/console-card';
import { RecordNotFound, RecordNotLoaded } from '../console/load-failed';

/** One customer: profile, points with "adjust", access, and what they did in the shop. */
export default function CustomerScreen() {
  const { t } = useTranslation(customersNamespace);
  const { t: tAdmin } = useTranslation(adminNamespace);
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const info = useConsoleQuery('customerInfo', { id }, { enabled: valid });
  const viewer = useSession((state) => state.user);

  const navigate = useNavigate();
  const back = t('back');
  const goBack = () => void navigate(consolePaths.customers);
  const missing = tAdmin('notFound.title');
  const backButton = (
    <Button type="primary" onClick={goBack}>
      {back}
    </Button>
  );
  if (!valid) return <RecordNotFound title={missing} back={backButton} />;
  if (info.isError) return <RecordNotLoaded query={info} title={missing} back={backButton} />;
  if (!info.data) return <Skeleton active />;

  const { profile } = info.data;
  const none = t('profile.none');
  // The server refuses these too; the button is not offered where it would only be refused.
  const erased = profile.cancellation === 'erased';
  // An erased account can no longer sign in, and its points left with its owner.
  const mayDisable =
    !erased && viewer?.id !== profile.id && (profile.role === 'user' || viewer?.role === 'admin');

  return (
    <>
      <ScreenHeader
        title={
          <>
            {profile.nickname} <StatusTag status={profile.status} />
            <CancellationTag cancellation={profile.cancellation} eraseAfter={profile.erase_after} />
          </>
        }
        actions={
          <>
            <Button onClick={goBack}>{back}</Button>
            {mayDisable ? (
              <AccountAccess id={profile.id} name={profile.nickname} status={profile.status} />
            ) : null}
          </>
        }
      />
      <div className={styles.cards}>
        <ConsoleCard title={t('profile.title')}>
          <Descriptions column={{ xs: 1, sm: 2 }} size="small">
            <Descriptions.Item label={t('profile.username')}>{profile.username}</Descriptions.Item>
            <Descriptions.Item label={t('profile.nickname')}>{profile.nickname}</Descriptions.Item>
            <Descriptions.Item label={t('profile.mobile')}>
              {profile.mobile || none}
            </Descriptions.Item>
            <Descriptions.Item label={t('profile.role')}>
              <Tag>{tAdmin(`roles.${profile.role}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('profile.gender')}>
              {t(`profile.genders.${profile.gender}`, { defaultValue: none })}
            </Descriptions.Item>
            <Descriptions.Item label={t('profile.birthday')}>
              {profile.birthday ?? none}
            </Descriptions.Item>
            <Descriptions.Item label={t('profile.joined')}>
              {formatTime(profile.created_at)}
            </Descriptions.Item>
            {profile.erase_after ? (
              <Descriptions.Item label={t('cancellation.eraseAfterLabel')}>
                {formatTime(profile.erase_after)}
              </Descriptions.Item>
            ) : null}
            {profile.disabled_at ? (
              <>
                <Descriptions.Item label={t('profile.disabledAt')}>
                  {formatTime(profile.disabled_at)}
                </Descriptions.Item>
                <Descriptions.Item label={t('profile.disabledReason')}>
                  {profile.disabled_reason ?? none}
                </Descriptions.Item>
              </>
            ) : null}
          </Descriptions>
        </ConsoleCard>
        <ConsoleCard title={t('points.title')}>
          <div className={styles.pointsValue}>
            <Statistic title={t('points.balance')} value={profile.score} />
            <Statistic title={t('points.total')} value={profile.score_total} />
          </div>
          {erased ? null : <AdjustPoints id={profile.id} score={profile.score} />}
        </ConsoleCard>
      </div>
      <ConsoleCard className={styles.tabs}>
        <CustomerTabs info={info.data} />
      </ConsoleCard>
    </>
  );
}
