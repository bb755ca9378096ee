import type { ActionOutput } from '@atelier/contract';
import { PrinterOutlined, SwapOutlined } from '@ant-design/icons';
import { Alert, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isRefusal } from '@/shared/api/retry';
import { paths } from '@/shared/config/paths';
import { formatCountdown } from '@/shared/lib/countdown';
import { formatDate } from '@/shared/lib/format';
import { useCountdown } from '@/shared/lib/use-countdown';
import { GuardedButton } from '@/shared/ui/guarded-button';
import { useCreateTransfer } from '../api/ownership-queries';
import { authenticityNamespace } from '../locales/register';
import styles from './ownership.module.css';

export interface OwnerPanelProps {
  /** The check's answer for a genuine serial the signed-in caller owns. */
  serial: ActionOutput<'qrCode'>;
  /** Called after the serial changed hands, so the check is asked again. */
  onChanged: () => void;
}

type Transfer = ActionOutput<'serialTransferCreate'>;

/** The current owner's "since": the last, open entry of the masked history. */
function ownedSince(serial: ActionOutput<'qrCode'>): string | null {
  const current = serial.owners.at(-1);
  return current && current.until === null ? current.since : serial.activated_at;
}

/** A transfer code with the minutes it has left; gone, it says so and offers a new one. */
function TransferCode({ transfer, onRenew }: { transfer: Transfer; onRenew: () => void }) {
  const { t } = useTranslation(authenticityNamespace);
  const left = useCountdown(Date.parse(transfer.expires_at)) ?? 0;
  if (left === 0) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('transfer.expired')}
        action={
          <GuardedButton size="small" onClick={onRenew}>
            {t('transfer.again')}
          </GuardedButton>
        }
      />
    );
  }
  return (
    <div className={styles.transfer} data-testid="transfer-code">
      <div className={styles.transferLabel}>{t('transfer.codeLabel')}</div>
      <output className={styles.transferCode} aria-live="polite">
        {transfer.transfer_code}
      </output>
      <div className={styles.countdown} role="timer">
        {t('transfer.validFor', { time: formatCountdown(left) })}
      </div>
      <p className={styles.hint}>{t('transfer.explain', { code: transfer.code })}</p>
    </div>
  );
}

/** On /appraisal, for the owner: since when, the certificate, and a transfer code to give. */
export function OwnerPanel({ serial, onChanged }: OwnerPanelProps) {
  const { t } = useTranslation(authenticityNamespace);
  const create = useCreateTransfer();
  const [transfer, setTransfer] = useState<Transfer | null>(null);
  const [refusal, setRefusal] = useState('');
  const since = ownedSince(serial);

  const start = () => {
    setRefusal('');
    void create.mutate(
      { code: serial.code },
      {
        onSuccess: setTransfer,
        onError: (error) => {
          if (!isRefusal(error)) return;
          setRefusal(error.message);
          // No longer ours (taken over meanwhile): the check is asked again.
          onChanged();
        },
      },
    );
  };

  return (
    <Card className={styles.panel} data-testid="owner-panel">
      <h2 className={styles.title}>{t('owner.title')}</h2>
      {since ? (
        <p className={styles.lead}>{t('owner.since', { date: formatDate(since, 'YYYY-MM-DD') })}</p>
      ) : null}
      <div className={styles.actions}>
        <Link to={paths.appraisalCertificate.href(serial.code)} className={styles.linkButton}>
          <PrinterOutlined aria-hidden /> {t('owner.certificate')}
        </Link>
        <GuardedButton icon={<SwapOutlined />} loading={create.isPending} onClick={start}>
          {transfer ? t('transfer.again') : t('transfer.start')}
        </GuardedButton>
      </div>
      {refusal ? <Alert type="error" showIcon title={refusal} className={styles.gap} /> : null}
      {transfer ? <TransferCode transfer={transfer} onRenew={start} /> : null}
    </Card>
  );
}
