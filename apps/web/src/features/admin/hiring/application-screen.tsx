import { DownloadOutlined } from '@ant-design/icons';
import type { ActionOutput } from '@atelier/contract';
import type { ApplicationStatus } from '@atelier/contract/hiring-codes';
import { Alert, Button, Col, Descriptions, Empty, Form, Input, Row, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { feedback } from '@/shared/ui/feedback';
import { useConsoleAction, useConsoleQuery } from '../console/console-api';
import { ConsoleSelect } from '../console/console-select';
import { formatTime } from '../console/format';
import { ScreenHeader } from '../console/screen-header';
import { ApplicationStatusTag, LoadFailed } from './hiring-parts';
import { hiringPaths } from './hiring-paths';
import { hiringNamespace } from './hiring-register';
import { downloadResume } from './resume-download';
import { ConsoleCard } from '../console/console-card';
import { ConsoleTimeline } from '../console/console-timeline';
import textStyles from '../console/console-text.module.css';

type Info = ActionOutput<'applicationInfo'>;

function MoveForm({ application }: { application: Info }) {
  const { t } = useTranslation(hiringNamespace);
  const [form] = Form.useForm<{ to: ApplicationStatus; note?: string }>();
  const move = useConsoleAction('applicationMove');
  if (application.next.length === 0) {
    return (
      <Alert
        type="info"
        showIcon
        title={t('application.final', { status: t(`status.${application.status}`) })}
      />
    );
  }
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ to: application.next[0] }}
      onFinish={(values) =>
        move.mutate(
          { id: application.id, from: application.status, to: values.to, note: values.note ?? '' },
          {
            onSuccess: (moved) => {
              feedback.message.success(
                t('application.moved', { status: t(`status.${moved.status}`) }),
              );
              form.resetFields(['note']);
            },
          },
        )
      }
    >
      <Form.Item name="to" label={t('application.moveTo')}>
        <ConsoleSelect
          aria-label={t('application.moveTo')}
          options={application.next.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      </Form.Item>
      <Form.Item name="note" label={t('application.note')}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={move.isPending}>
        {t('application.moveButton')}
      </Button>
    </Form>
  );
}

/** One application: contact, answers beside their questions, résumé, and its moves. */
export default function ApplicationScreen() {
  const { t } = useTranslation(hiringNamespace);
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const info = useConsoleQuery('applicationInfo', { id }, { enabled: id > 0 });
  const [downloading, setDownloading] = useState(false);
  const back = <Link to={hiringPaths.applications}>← {t('common.back')}</Link>;

  if (id === 0) return <Empty description={t('application.notFound')} />;
  if (info.isError) {
    return (
      <>
        {back}
        <LoadFailed onRetry={() => void info.refetch()} />
      </>
    );
  }
  if (!info.data || info.data.id !== id) return <Skeleton active />;
  const application = info.data;

  async function download() {
    setDownloading(true);
    try {
      const refused = await downloadResume(application.id);
      if (refused) feedback.message.error(refused);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <>
      {back}
      <ScreenHeader
        title={`${t('application.title', { id: application.id })} · ${application.name}`}
        actions={<ApplicationStatusTag status={application.status} />}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <ConsoleCard title={t('application.contact')}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('applications.position')}>
                {application.position.title}
              </Descriptions.Item>
              <Descriptions.Item label={t('application.mobile')}>
                {application.mobile}
              </Descriptions.Item>
              <Descriptions.Item label={t('application.email')}>
                {application.email}
              </Descriptions.Item>
              <Descriptions.Item label={t('applications.applied')}>
                {formatTime(application.created_at)}
              </Descriptions.Item>
            </Descriptions>
          </ConsoleCard>
          <ConsoleCard title={t('application.answers')} style={{ marginTop: 16 }}>
            {application.answers.length === 0 ? (
              <Empty description={t('application.noAnswers')} />
            ) : (
              <Descriptions column={1} layout="vertical" size="small">
                {application.answers.map((answer, index) => (
                  <Descriptions.Item
                    key={index}
                    label={
                      <>
                        {answer.question}{' '}
                        {answer.retired ? <Tag>{t('application.retired')}</Tag> : null}
                      </>
                    }
                  >
                    <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{answer.answer}</p>
                  </Descriptions.Item>
                ))}
              </Descriptions>
            )}
          </ConsoleCard>
        </Col>
        <Col xs={24} lg={10}>
          <ConsoleCard title={t('application.resume')}>
            {application.resume ? (
              <Button
                icon={<DownloadOutlined />}
                loading={downloading}
                onClick={() => void download()}
              >
                {t('application.download')} · {application.resume.name}
              </Button>
            ) : (
              <span className={textStyles.secondary}>{t('application.noResume')}</span>
            )}
          </ConsoleCard>
          <ConsoleCard title={t('application.move')} style={{ marginTop: 16 }}>
            <MoveForm key={application.status} application={application} />
          </ConsoleCard>
          <ConsoleCard title={t('application.moves')} style={{ marginTop: 16 }}>
            {application.moves.length === 0 ? (
              <Empty description={t('application.noMoves')} />
            ) : (
              <ConsoleTimeline
                items={application.moves.map((move, index) => ({
                  key: index,
                  content: (
                    <div>
                      <strong>
                        {t('application.moveLine', {
                          from: t(`status.${move.from}`),
                          to: t(`status.${move.to}`),
                        })}
                      </strong>{' '}
                      · {move.by} · <time dateTime={move.at}>{formatTime(move.at)}</time>
                      {move.note ? <div>{move.note}</div> : null}
                    </div>
                  ),
                }))}
              />
            )}
          </ConsoleCard>
        </Col>
      </Row>
    </>
  );
}
