import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { GuardedButton } from '@/shared/ui/guarded-button';
import { useAcceptConvention } from '../api/group-queries';
import { communityNamespace } from '../locales/register';
import styles from './community.module.css';

/** A member who has not accepted the group's current convention: read it, then accept. */
export function ConventionBanner({
  groupId,
  version,
  onRead,
}: {
  groupId: number;
  version: number;
  onRead: () => void;
}) {
  const { t } = useTranslation(communityNamespace);
  const accept = useAcceptConvention();
  return (
    <Alert
      className={styles.banner}
      type="warning"
      showIcon
      title={t('group.mustAcceptTitle', { version })}
      description={t('group.mustAcceptText')}
      action={
        <div className={styles.actions}>
          <Button onClick={onRead}>{t('group.readConvention')}</Button>
          <GuardedButton
            type="primary"
            loading={accept.isPending}
            onClick={() => void accept.mutate({ group_id: groupId, version })}
          >
            {t('group.accept')}
          </GuardedButton>
        </div>
      }
    />
  );
}
