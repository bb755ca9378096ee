import {
  CheckCircleFilled,
  CloseCircleOutlined,
  DesktopOutlined,
  MobileOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Code } from '@atelier/contract/codes';
import type { QrLoginStatus } from '@atelier/contract/formats';
import { useQuery } from '@tanstack/react-query';
import { Button, Spin } from 'antd';
import { GuardedButton } from '@/shared/ui/guarded-button';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { RequestError } from '@/shared/api/request-error';
import { formatDate } from '@/shared/lib/format';
import type { UserInfo } from '@/shared/session/session-store';
import { paths } from '@/shared/config/paths';
import { useConfirmQrTicket } from '../api/qr-login-confirm';
import { qrScanQueryOptions } from '../api/qr-login-scan';
import { AuthCard } from '../components/auth-card';
import { useSignedInUser } from '../components/use-signed-in';
import { authNamespace } from '../locales/register';
import styles from './qr-login.module.css';

/** The phone's side of QR-code login: who is asking, and confirm or cancel. */
export function QrLoginRoute() {
  const { t } = useTranslation(authNamespace);
  const { pathname, search } = useLocation();
  const ticket = new URLSearchParams(search).get('ticket') ?? '';
  const user = useSignedInUser();

  if (ticket === '') {
    return (
      <AuthCard title={t('qrConfirm.title')}>
        <Outcome
          tone="warn"
          title={t('qrConfirm.closedTitle')}
          text={t('qrConfirm.missingText')}
          action={<HomeLink />}
        />
      </AuthCard>
    );
  }
  if (!user) {
    return (
      <AuthCard title={t('qrConfirm.title')}>
        <Outcome
          tone="info"
          title={t('qrConfirm.signedOutTitle')}
          text={t('qrConfirm.signedOutText')}
          action={
            <Link className={styles.primary} to={paths.login.href(`${pathname}${search}`)}>
              {t('qrConfirm.signIn')}
            </Link>
          }
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('qrConfirm.title')}>
      <QrConfirm key={ticket} ticket={ticket} user={user} />
    </AuthCard>
  );
}

type Answer =
  | { state: 'idle' }
  | { state: 'sending'; approve: boolean }
  | { state: 'done'; status: QrLoginStatus }
  | { state: 'failed'; error: unknown };

/** A refusal from the server: the ticket expired, was used, or never existed. */
const isRefusal = (error: unknown): error is RequestError =>
  error instanceof RequestError && error.code === Code.REFUSED;

function QrConfirm({ ticket, user }: { ticket: string; user: UserInfo }) {
  const { t } = useTranslation(authNamespace);
  const scan = useQuery(qrScanQueryOptions(ticket, user.id));
  const confirming = useConfirmQrTicket();
  const [answer, setAnswer] = useState<Answer>({ state: 'idle' });
  const respond = (approve: boolean) => {
    setAnswer({ state: 'sending', approve });
    void confirming.mutate(
      { ticket, approve },
      {
        onSuccess: ({ status }) => setAnswer({ state: 'done', status }),
        onError: (error) => setAnswer({ state: 'failed', error }),
      },
    );
  };

  if (scan.isPending || scan.isFetching) {
    return (
      <div className={styles.loading} role="status">
        <Spin />
        <span>{t('qrConfirm.loading')}</span>
      </div>
    );
  }

  const error = scan.isError ? scan.error : answer.state === 'failed' ? answer.error : null;
  if (error !== null) {
    if (isRefusal(error)) {
      return (
        <Outcome
          tone="warn"
          title={t('qrConfirm.closedTitle')}
          text={error.message || t('qrConfirm.closedText')}
          action={<HomeLink />}
        />
      );
    }
    return (
      <Outcome
        tone="warn"
        title={t('qrConfirm.failedTitle')}
        text={t('qrConfirm.failedText')}
        action={
          <Button
            size="large"
            onClick={() => {
              setAnswer({ state: 'idle' });
              void scan.refetch();
            }}
          >
            {t('qrConfirm.retry')}
          </Button>
        }
      />
    );
  }

  if (answer.state === 'done') {
    const confirmed = answer.status === 'confirmed';
    return (
      <Outcome
        tone={confirmed ? 'ok' : 'stop'}
        title={t(confirmed ? 'qrConfirm.confirmedTitle' : 'qrConfirm.rejectedTitle')}
        text={t(confirmed ? 'qrConfirm.confirmedText' : 'qrConfirm.rejectedText')}
        action={<HomeLink />}
      />
    );
  }

  const request = scan.data;
  if (!request) return null;
  const sending = answer.state === 'sending' ? answer : null;
  return (
    <div className={styles.ask}>
      <div className={styles.device}>
        <DesktopOutlined className={styles.deviceIcon} aria-hidden="true" />
        <p>{t('qrConfirm.asking')}</p>
      </div>
      <dl className={styles.facts}>
        <dt>{t('qrConfirm.account')}</dt>
        <dd>
          {user.nickname || user.username}
          {user.nickname && user.nickname !== user.username ? ` (${user.username})` : ''}
        </dd>
        <dt>{t('qrConfirm.device')}</dt>
        <dd>{request.device || t('qrConfirm.unknownDevice')}</dd>
        <dt>{t('qrConfirm.ip')}</dt>
        <dd>{request.ip}</dd>
        <dt>{t('qrConfirm.time')}</dt>
        <dd>{formatDate(request.requested_at)}</dd>
      </dl>
      <p className={styles.warning}>{t('qrConfirm.warning')}</p>
      <div className={styles.buttons}>
        <GuardedButton
          type="primary"
          size="large"
          block
          loading={sending?.approve === true}
          disabled={sending !== null}
          onClick={() => respond(true)}
        >
          {t('qrConfirm.confirm')}
        </GuardedButton>
        <GuardedButton
          size="large"
          block
          loading={sending?.approve === false}
          disabled={sending !== null}
          onClick={() => respond(false)}
        >
          {t('qrConfirm.cancel')}
        </GuardedButton>
      </div>
    </div>
  );
}

function HomeLink() {
  const { t } = useTranslation(authNamespace);
  return (
    <Link className={styles.secondary} to={paths.about.href()}>
      {t('qrConfirm.home')}
    </Link>
  );
}

function Outcome({
  tone,
  title,
  text,
  action,
}: {
  tone: 'ok' | 'info' | 'warn' | 'stop';
  title: string;
  text: string;
  action: ReactNode;
}) {
  const icon =
    tone === 'ok' ? (
      <CheckCircleFilled className={`${styles.icon} ${styles.ok}`} aria-hidden="true" />
    ) : tone === 'warn' ? (
      <WarningOutlined className={`${styles.icon} ${styles.warn}`} aria-hidden="true" />
    ) : tone === 'stop' ? (
      <CloseCircleOutlined className={styles.icon} aria-hidden="true" />
    ) : (
      <MobileOutlined className={styles.icon} aria-hidden="true" />
    );
  return (
    <div className={styles.outcome} role="status">
      {icon}
      <h2 className={styles.outcomeTitle}>{title}</h2>
      <p className={styles.outcomeText}>{text}</p>
      <div className={styles.outcomeAction}>{action}</div>
    </div>
  );
}
