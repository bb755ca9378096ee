import type { ActionInput, ActionOutput } from '@atelier/contract';
import { POSITION_QUESTIONS_MAX, POSITION_STATUSES } from '@atelier/contract/hiring-codes';
import { Alert, Button, Col, Form, InputNumber, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { feedback } from '@/shared/ui/feedback';
import { useConsoleAction, useConsoleQuery } from '../console/console-api';
import { ConsoleSelect } from '../console/console-select';
import { ScreenHeader } from '../console/screen-header';
import { MissingEnglishNotice } from '../console/missing-english';
import { LoadFailed, PositionStatusTag } from './hiring-parts';
import { hiringPaths } from './hiring-paths';
import { BilingualField } from '../console/bilingual-field';
import { hiringNamespace } from './hiring-register';
import { QuestionnaireBuilder } from '../console/questionnaire-builder';
import { ConsoleCard } from '../console/console-card';

type Body = ActionInput<'positionSave'>['body'];
type Info = ActionOutput<'positionInfo'>;

const KINDS = ['full_time', 'intern', 'programme'] as const;

const blank: Body = {
  kind: 'full_time',
  status: 'draft',
  title_zh: '',
  title_en: '',
  department_zh: '',
  department_en: '',
  city_zh: '',
  city_en: '',
  summary_zh: '',
  summary_en: '',
  description_zh: '',
  description_en: '',
  requirements_zh: '',
  requirements_en: '',
  headcount: 1,
  questions: [],
};

/** A question switched to text keeps no options it had as a choice question. */
function withoutStrayOptions(questions: Body['questions'] | undefined): Body['questions'] {
  return (questions ?? []).map((q) => ({
    ...q,
    options: q.kind === 'text' ? [] : (q.options ?? []),
  }));
}

function PositionForm({ info }: { info?: Info }) {
  const { t } = useTranslation(hiringNamespace);
  const [form] = Form.useForm<Body>();
  const save = useConsoleAction('positionSave');
  const navigate = useNavigate();
  const initial: Body = info ? info.body : blank;
  return (
    <Form<Body>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={(values) =>
        save.mutate(
          { id: info?.id, body: { ...values, questions: withoutStrayOptions(values.questions) } },
          {
            onSuccess: (saved) => {
              feedback.message.success(t('position.saved'));
              if (!info) void navigate(hiringPaths.position(saved.id), { replace: true });
            },
          },
        )
      }
    >
      {info ? (
        <MissingEnglishNotice namespace={hiringNamespace} fields={info.missing_english} />
      ) : null}
      <ConsoleCard style={{ marginTop: 16 }}>
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item name="kind" label={t('position.kind')}>
              <ConsoleSelect options={KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="status" label={t('position.status')}>
              <ConsoleSelect
                options={POSITION_STATUSES.map((s) => ({
                  value: s,
                  label: t(`positionStatus.${s}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="headcount"
              label={t('position.headcount')}
              rules={[{ required: true, type: 'integer', min: 1, max: 999 }]}
            >
              <InputNumber min={1} max={999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <BilingualField stem="title" label={t('fields.title')} required />
        <BilingualField stem="department" label={t('fields.department')} />
        <BilingualField stem="city" label={t('fields.city')} />
        <BilingualField stem="summary" label={t('fields.summary')} />
        <BilingualField stem="description" label={t('fields.description')} control="rich" />
        <BilingualField stem="requirements" label={t('fields.requirements')} control="rich" />
      </ConsoleCard>
      <ConsoleCard title={t('position.questionnaire')} style={{ marginTop: 16 }}>
        {info && info.application_count > 0 ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('position.answeredNote', { count: info.application_count })}
          />
        ) : null}
        <QuestionnaireBuilder
          empty={t('position.noQuestions')}
          max={POSITION_QUESTIONS_MAX}
          labelMax={100}
          start={{ kind: 'text', required: false }}
          numberedTitles
        />
      </ConsoleCard>
      <div style={{ marginTop: 16 }}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('position.save')}
        </Button>
      </div>
    </Form>
  );
}

/** A new posting, or one posting with its questionnaire, edited in both languages. */
export default function PositionScreen() {
  const { t } = useTranslation(hiringNamespace);
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const info = useConsoleQuery('positionInfo', { id }, { enabled: id > 0 });
  const back = <Link to={hiringPaths.positions}>← {t('common.back')}</Link>;
  if (id === 0) {
    return (
      <>
        {back}
        <ScreenHeader title={t('position.newTitle')} />
        <PositionForm />
      </>
    );
  }
  if (info.isError) {
    return (
      <>
        {back}
        <LoadFailed onRetry={() => void info.refetch()} />
      </>
    );
  }
  if (!info.data || info.data.id !== id) return <Skeleton active />;
  return (
    <>
      {back}
      <ScreenHeader
        title={`${t('position.editTitle')} · ${info.data.title}`}
        actions={<PositionStatusTag status={info.data.status} />}
      />
      <PositionForm key={info.data.updated_at} info={info.data} />
    </>
  );
}
