import { UndoOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { GuardedButton } from '@/shared/ui/guarded-button';
import { authNamespace } from '../locales/register';
import styles from './login-forms.module.css';

export interface RestoreOfferProps {
  /** The server's refusal: the account is cancelled and when it will be erased. */
  message: string;
  pending: boolean;
  onRestore: () => void;
}

/** Signing in to a cancelled account during its cooling-off period: restore it, or leave it be. */
export function RestoreOffer({ message, pending, onRestore }: RestoreOfferProps) {
  const { t } = useTranslation(authNamespace);
  return (
    <Alert
      className={styles.restore}
      type="warning"
      showIcon
      role="alert"
      title={message}
      description={
        <>
          <p className={styles.restoreText}>{t('login.restoreText')}</p>
          <GuardedButton icon={<UndoOutlined />} loading={pending} onClick={onRestore}>
            {t('login.restore')}
          </GuardedButton>
        </>
      }
    />
  );
}
