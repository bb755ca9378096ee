import type { ActionOutput } from '@atelier/contract';
import { FAKE_REPORT_STATUSES, type FakeReportStatus } from '@atelier/contract/authenticity-codes';
import { Button, Image, Input, Modal, Segmented, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/ui/feedback';
import { useConsoleAction } from '../console/console-api';
import { ConsoleResult } from '../console/console-result';
import { formatTime } from '../console/format';
import { useListQuery } from '../console/list-query';
import { ListScreen } from '../console/list-screen';
import { ScreenHeader } from '../console/screen-header';
import { fakesNamespace } from './fakes-register';
import styles from './fake-reports.module.css';

type Row = ActionOutput<'fakeReportList'>['list'][number];
type Decision = 'confirmed' | 'dismissed';

const serialColor: Record<Row['serial_status'], string> = {
  malformed: 'default',
  unknown: 'red',
  unsold: 'orange',
  owned: 'blue',
  revoked: 'volcano',
};

/** Customers' reports of suspected fakes: open ones first; confirm or dismiss each with a note. */
export default function FakeReportsScreen() {
  const { t } = useTranslation(fakesNamespace);
  const list = useListQuery(
    'fakeReportList',
    (search) => ({
      status:
        FAKE_REPORT_STATUSES.find((s) => s === search.get('status')) ??
        ('open' as FakeReportStatus),
    }),
    { defaults: { status: 'open' } },
  );
  const { status } = list.filters;
  const decide = useConsoleAction('fakeReportDecide');
  const [deciding, setDeciding] = useState<{ row: Row; decision: Decision } | null>(null);
  const [note, setNote] = useState('');

  const apply = list.setFilters;
  const start = (row: Row, decision: Decision) => {
    setNote('');
    setDeciding({ row, decision });
  };
  const save = () => {
    if (!deciding) return;
    void decide.mutate(
      { id: deciding.row.id, decision: deciding.decision, note: note.trim() },
      {
        onSuccess: () => {
          feedback.message.success(t('done'));
          setDeciding(null);
        },
      },
    );
  };

  const open = status === 'open';
  return (
    <>
      <ScreenHeader title={t('title')} />
      <ListScreen<Row>
        list={list}
        toolbar={
          <>
            <div className={styles.filters}>
              <Segmented<FakeReportStatus>
                value={status}
                onChange={(next) => apply({ status: next })}
                options={FAKE_REPORT_STATUSES.map((value) => ({
                  value,
                  label: t(`status.${value}`),
                }))}
              />
            </div>
          </>
        }
        failed={
          <ConsoleResult
            status="warning"
            title={t('error')}
            extra={<Button onClick={() => void list.query.refetch()}>{t('retry')}</Button>}
          />
        }
        hideOnSinglePage
        showTotal={(count) => t('total', { count })}
        rowKey="id"
        scroll={{ x: 880 }}
        locale={{ emptyText: open ? t('empty') : t('emptyOther') }}
        columns={[
          {
            title: t('columns.code'),
            width: 180,
            render: (_, row) => (
              <Space orientation="vertical" size={2}>
                {row.code ? (
                  <code className={styles.code}>{row.code}</code>
                ) : (
                  <span className={styles.hint}>{t('noCode')}</span>
                )}
                {row.code ? (
                  <Tag color={serialColor[row.serial_status]}>
                    {t(`serial.${row.serial_status}`)}
                  </Tag>
                ) : null}
              </Space>
            ),
          },
          {
            title: t('columns.where'),
            width: 240,
            render: (_, row) => (
              <>
                <div className={styles.plain}>{row.where_bought}</div>
                {row.note ? (
                  <div className={`${styles.plain} ${styles.hint}`}>{row.note}</div>
                ) : null}
              </>
            ),
          },
          {
            title: t('columns.photos'),
            width: 140,
            render: (_, row) =>
              row.images.length > 0 ? (
                <div className={styles.thumbs}>
                  <Image.PreviewGroup>
                    {row.images.map((url) => (
                      <Image
                        key={url}
                        src={url}
                        alt=""
                        width={48}
                        height={48}
                        style={{ objectFit: 'cover' }}
                      />
                    ))}
                  </Image.PreviewGroup>
                </div>
              ) : (
                <span className={styles.hint}>{t('noPhotos')}</span>
              ),
          },
          {
            title: t('columns.reporter'),
            width: 170,
            render: (_, row) => (
              <>
                <div>{row.reporter.username}</div>
                <div className={styles.hint}>{row.reporter.mobile}</div>
                <div className={styles.hint}>{formatTime(row.created_at)}</div>
              </>
            ),
          },
          {
            title: t('columns.decision'),
            width: 150,
            fixed: 'right',
            render: (_, row) =>
              row.status === 'open' ? (
                <Space orientation="vertical" size={4}>
                  <Button size="small" danger onClick={() => start(row, 'confirmed')}>
                    {t('confirm')}
                  </Button>
                  <Button size="small" onClick={() => start(row, 'dismissed')}>
                    {t('dismiss')}
                  </Button>
                </Space>
              ) : (
                <Space orientation="vertical" size={0}>
                  <Tag color={row.status === 'confirmed' ? 'red' : undefined}>
                    {t(`status.${row.status}`)}
                  </Tag>
                  {row.decision_note ? (
                    <span className={`${styles.plain} ${styles.hint}`}>{row.decision_note}</span>
                  ) : null}
                  {row.decided_at ? (
                    <span className={styles.hint}>{formatTime(row.decided_at)}</span>
                  ) : null}
                </Space>
              ),
          },
        ]}
      />
      <Modal
        open={deciding !== null}
        title={
          deciding
            ? t('decideTitle', {
                decision: t(deciding.decision === 'confirmed' ? 'confirm' : 'dismiss'),
                id: deciding.row.id,
              })
            : ''
        }
        okText={t('save')}
        cancelText={t('cancel')}
        okButtonProps={{ loading: decide.isPending, danger: deciding?.decision === 'confirmed' }}
        onOk={save}
        onCancel={() => setDeciding(null)}
        destroyOnHidden
      >
        <label className={styles.noteLabel} htmlFor="fake-decision-note">
          {t('noteLabel')}
        </label>
        <Input.TextArea
          id="fake-decision-note"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          placeholder={t('notePlaceholder')}
          maxLength={500}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
        />
      </Modal>
    </>
  );
}
