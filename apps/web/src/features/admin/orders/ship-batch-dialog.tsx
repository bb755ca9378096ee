import type { ActionOutput } from '@atelier/contract';
import { Alert, Button, Modal, Tag, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/ui/feedback';
import { useConsoleAction } from '../console/console-api';
import { ConsoleTable } from '../console/console-table';
import { ordersNamespace } from './locales/register';
import styles from './orders.module.css';

type Answer = ActionOutput<'orderShipBatch'>;
type Result = Answer['results'][number];

const EXAMPLE = 'order_no,carrier,tracking_no\n2026031415304512345678,顺丰速运,SF1234567890';

/**
 * Bulk shipping: the operator picks a CSV file, the server ships each row on its own and answers
 * row by row; refused rows stay listed with their reason, to fix and send again.
 */
export function ShipBatchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(ordersNamespace);
  const ship = useConsoleAction('orderShipBatch');
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);

  function close() {
    setFile(null);
    setAnswer(null);
    onClose();
  }

  return (
    <Modal
      open={open}
      title={t('batch.title')}
      onCancel={close}
      width={720}
      footer={[
        <Button key="close" onClick={close}>
          {t('batch.close')}
        </Button>,
        <Button
          key="send"
          type="primary"
          disabled={!file}
          loading={ship.isPending}
          onClick={() => {
            if (!file) return;
            void ship.mutate({ csv: file.text }, { onSuccess: setAnswer });
          }}
        >
          {t('batch.send')}
        </Button>,
      ]}
    >
      <p>{t('batch.help')}</p>
      <div aria-label={t('batch.example')} className={styles.example}>
        {EXAMPLE}
      </div>
      <Upload
        accept=".csv,text/csv"
        maxCount={1}
        fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
        onRemove={() => {
          setFile(null);
          setAnswer(null);
        }}
        beforeUpload={(chosen) => {
          chosen
            .text()
            // Spreadsheets end lines with CR LF; the wire takes no carriage returns.
            .then((text) => {
              setFile({ name: chosen.name, text: text.replace(/\r\n?/g, '\n') });
              setAnswer(null);
            })
            .catch(() => feedback.message.error(t('batch.unreadable')));
          return false;
        }}
      >
        <Button>{t('batch.choose')}</Button>
      </Upload>
      {answer ? (
        <>
          <Alert
            className={styles.summary}
            type={answer.refused === 0 ? 'success' : 'warning'}
            showIcon
            message={t('batch.done', { shipped: answer.shipped, refused: answer.refused })}
          />
          <ConsoleTable<Result>
            rowKey="line"
            size="small"
            pagination={false}
            scroll={{ y: 320 }}
            dataSource={answer.results}
            columns={[
              {
                title: t('list.orderNo'),
                width: 190,
                render: (_, row) => (
                  <>
                    <div className={styles.muted}>{t('batch.lineOf', { line: row.line })}</div>
                    <div className={styles.number}>{row.order_no}</div>
                  </>
                ),
              },
              {
                title: t('batch.result'),
                render: (_, row) =>
                  row.shipped ? (
                    <Tag color="green">{t('batch.shipped')}</Tag>
                  ) : (
                    <span className={styles.reason}>
                      <Tag color="red">{t('batch.refused')}</Tag>
                      {row.reason}
                    </span>
                  ),
              },
            ]}
          />
        </>
      ) : null}
    </Modal>
  );
}
