import {
  CheckCircleFilled,
  CloseCircleOutlined,
  LoadingOutlined,
  MobileOutlined,
  ReloadOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useEffectEvent, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '@/shared/api/request-error';
import { createQrTicket } from '../api/qr-login-create';
import { pollQrTicket } from '../api/qr-login-poll';
import {
  initialQrState,
  QR_POLL_MS,
  qrLoginReducer,
  qrLoginUrl,
  type QrUserinfo,
} from '../lib/qr-login-state';
import { authNamespace } from '../locales/register';
import { QrCodeImage } from '@/shared/ui/qr-code-image';
import styles from './qr-login-panel.module.css';
import { usePageVisible } from './use-page-visible';

const QR_SIZE = 184;

export interface QrLoginPanelProps {
  onSignedIn: (userinfo: QrUserinfo) => void;
}

/**
 * QR-code login: opens a ticket, shows it as a code for a signed-in phone, and polls every two
 * seconds while the tab is visible. An expired ticket is replaced by itself; a confirmed one
 * hands its session over once.
 */
export function QrLoginPanel({ onSignedIn }: QrLoginPanelProps) {
  const { t } = useTranslation(authNamespace);
  const [state, dispatch] = useReducer(qrLoginReducer, initialQrState);
  const visible = usePageVisible();
  const signIn = useEffectEvent(onSignedIn);

  const creating = state.kind === 'creating';
  useEffect(() => {
    if (!creating) return;
    const abort = new AbortController();
    createQrTicket(abort.signal).then(
      (ticket) => dispatch({ type: 'created', ticket }),
      (error: unknown) => {
        if (!abort.signal.aborted) dispatch({ type: 'failed', shown: isShown(error) });
      },
    );
    return () => abort.abort();
  }, [creating]);

  const waiting = state.kind === 'pending' || state.kind === 'scanned' ? state : null;
  const ticket = waiting?.ticket ?? null;
  const round = waiting?.round ?? 0;
  useEffect(() => {
    if (!ticket || !visible) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      pollQrTicket({ ticket: ticket.ticket, secret: ticket.secret }, abort.signal).then(
        (result) => {
          if (!abort.signal.aborted) dispatch({ type: 'polled', result });
        },
        (error: unknown) => {
          if (!abort.signal.aborted) dispatch({ type: 'failed', shown: isShown(error) });
        },
      );
    }, QR_POLL_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [ticket, round, visible]);

  useEffect(() => {
    if (state.kind === 'confirmed') signIn(state.userinfo);
  }, [state]);

  const url = ticket ? qrLoginUrl(window.location.origin, ticket.ticket) : '';

  return (
    <div
      className={styles.panel}
      data-testid="qr-login"
      data-state={state.kind}
      data-ticket={ticket?.ticket ?? ''}
    >
      <h2 className={styles.title}>{t('qr.title')}</h2>
      <p className={styles.hint}>{t('qr.hint')}</p>

      <div className={styles.frame}>
        {url ? (
          <QrCodeImage
            value={url}
            size={QR_SIZE}
            alt={t('qr.alt')}
            className={`${styles.code} ${state.kind === 'scanned' ? styles.dim : ''}`}
            placeholderClassName={styles.placeholder}
          />
        ) : (
          <span className={styles.placeholder} style={{ width: QR_SIZE, height: QR_SIZE }} />
        )}
        {state.kind !== 'pending' ? (
          <div className={styles.overlay}>
            <Overlay kind={state.kind} onRetry={() => dispatch({ type: 'retry' })} />
          </div>
        ) : null}
      </div>

      <p className={styles.status} role="status">
        {state.kind === 'pending' ? (
          <>
            <MobileOutlined aria-hidden="true" /> {t('qr.pending')}
          </>
        ) : state.kind === 'scanned' ? (
          t('qr.scannedText')
        ) : state.kind === 'creating' ? (
          t('qr.creating')
        ) : null}
      </p>
      <p className={styles.validity}>{t('qr.validity')}</p>
    </div>
  );
}

function isShown(error: unknown): boolean {
  return error instanceof RequestError && error.shown;
}

function Overlay({
  kind,
  onRetry,
}: {
  kind: 'creating' | 'scanned' | 'rejected' | 'failed' | 'confirmed';
  onRetry: () => void;
}) {
  const { t } = useTranslation(authNamespace);
  switch (kind) {
    case 'creating':
      return <LoadingOutlined className={styles.icon} aria-label={t('qr.creating')} />;
    case 'scanned':
      return (
        <>
          <CheckCircleFilled className={`${styles.icon} ${styles.ok}`} aria-hidden="true" />
          <strong>{t('qr.scanned')}</strong>
        </>
      );
    case 'confirmed':
      return (
        <>
          <LoadingOutlined className={styles.icon} aria-hidden="true" />
          <strong>{t('qr.confirmed')}</strong>
        </>
      );
    case 'rejected':
    case 'failed':
      return (
        <>
          {kind === 'rejected' ? (
            <CloseCircleOutlined className={styles.icon} aria-hidden="true" />
          ) : (
            <WarningOutlined className={styles.icon} aria-hidden="true" />
          )}
          <strong>{t(kind === 'rejected' ? 'qr.rejected' : 'qr.failed')}</strong>
          <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
            {t('qr.retry')}
          </Button>
        </>
      );
  }
}
