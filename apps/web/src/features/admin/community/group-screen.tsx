import type { ActionInput, ActionOutput } from '@atelier/contract';
import {
  CONVENTION_MAX,
  GATE_KINDS,
  GROUP_DESCRIPTION_MAX,
  GROUP_NAME_MAX,
  GROUP_QUESTIONS_MAX,
  GROUP_STATUSES,
} from '@atelier/contract/community-codes';
import { Alert, Button, Col, Form, InputNumber, Row, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLang } from '@/shared/i18n/i18n';
import { feedback } from '@/shared/ui/feedback';
import { leadingName } from '../console/bilingual-name';
import { useConsoleAction, useConsoleQuery } from '../console/console-api';
import { ConsoleSelect } from '../console/console-select';
import { formatTime } from '../console/format';
import { ScreenHeader } from '../console/screen-header';
import { BilingualField } from '../console/bilingual-field';
import { communityPaths } from './community-paths';
import { GalleryField, CoverField } from './gallery-field';
import { GateProductSelect } from './gate-product-select';
import { MembersPanel } from './members-panel';
import { MissingEnglishNotice } from '../console/missing-english';
import { missingEnglish } from '../console/missing-english-fields';
import { QuestionnaireBuilder } from '../console/questionnaire-builder';
import { communityNamespace } from './register';
import styles from './community.module.css';
import { ConsoleCard } from '../console/console-card';
import { ConsoleTabs } from '../console/console-tabs';
import { RecordNotLoaded } from '../console/load-failed';

type Values = Omit<ActionInput<'communityGroupSave'>, 'id'>;
type Detail = ActionOutput<'communityGroupInfo'>;

const blank: Values = {
  name_zh: '',
  name_en: '',
  description_zh: '',
  description_en: '',
  cover: '',
  convention_zh: '',
  convention_en: '',
  status: 'open',
  sort: 0,
  gate_product_id: null,
  gate_kind: 'order',
  questions: [],
  images: [],
};

function formValues(detail: Detail): Values {
  return {
    name_zh: detail.name_zh,
    name_en: detail.name_en,
    description_zh: detail.description_zh,
    description_en: detail.description_en,
    cover: detail.cover,
    convention_zh: detail.convention_zh,
    convention_en: detail.convention_en,
    status: detail.status,
    sort: detail.sort,
    gate_product_id: detail.gate_product_id,
    gate_kind: detail.gate_kind,
    questions: detail.questions,
    images: detail.images,
  };
}

const BILINGUAL = ['name', 'description', 'convention'] as const;

/** A group's form (`?id=` edits it, none creates one) and, once it exists, its members. */
export default function GroupScreen() {
  const { t } = useTranslation(communityNamespace);
  const lang = useLang();
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || undefined;
  const detail = useConsoleQuery(
    'communityGroupInfo',
    { id: id ?? 0 },
    { enabled: id !== undefined },
  );

  if (id !== undefined && detail.isError)
    return (
      <RecordNotLoaded
        query={detail}
        title={t('group.notFound')}
        back={<Link to={communityPaths.groups}>{t('back')}</Link>}
      />
    );
  if (id !== undefined && !detail.data) return <ConsoleCard loading />;
  const form = <GroupForm key={id ?? 'new'} id={id} detail={detail.data} />;
  return (
    <>
      <ScreenHeader
        title={
          id === undefined
            ? t('group.newTitle')
            : `${t('group.editTitle')} · ${leadingName(lang, detail.data?.name_zh ?? '', detail.data?.name_en ?? '')}`
        }
        actions={<Link to={communityPaths.groups}>{t('back')}</Link>}
      />
      {id === undefined ? (
        form
      ) : (
        <ConsoleTabs
          items={[
            { key: 'form', label: t('group.form'), children: form },
            {
              key: 'members',
              label: `${t('group.membersTab')} (${detail.data?.member_count ?? 0})`,
              children: (
                <ConsoleCard>
                  <MembersPanel groupId={id} />
                </ConsoleCard>
              ),
            },
          ]}
        />
      )}
    </>
  );
}

function GroupForm({ id, detail }: { id?: number; detail?: Detail }) {
  const { t } = useTranslation(communityNamespace);
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const save = useConsoleAction('communityGroupSave');
  const watched = Form.useWatch([], form) as Values | undefined;
  const missing = missingEnglish(watched ?? detail ?? blank, BILINGUAL);
  const version = detail?.convention_version;
  const conventionChanged =
    detail !== undefined &&
    watched !== undefined &&
    (watched.convention_zh !== detail.convention_zh ||
      watched.convention_en !== detail.convention_en);

  // The whole store: the questions' and options' ids are kept though no field shows them.
  const submit = () =>
    save.mutate(
      { ...blank, ...(form.getFieldsValue(true) as Values), ...(id === undefined ? {} : { id }) },
      {
        onSuccess: (saved) => {
          if (id === undefined) {
            feedback.message.success(t('group.created'));
            void navigate(communityPaths.group(saved.id), { replace: true });
          } else if (saved.convention_version !== version) {
            feedback.message.success(
              t('group.savedVersion', { version: saved.convention_version }),
            );
          } else {
            feedback.message.success(t('saved'));
          }
          form.setFieldsValue(formValues(saved));
        },
      },
    );

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={detail ? formValues(detail) : blank}
      onFinish={submit}
      scrollToFirstError
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <MissingEnglishNotice namespace={communityNamespace} keyPrefix="group" fields={missing} />
        <ConsoleCard title={t('group.basics')}>
          <BilingualField stem="name" label={t('group.name')} max={GROUP_NAME_MAX} required />
          <BilingualField
            stem="description"
            label={t('group.description')}
            max={GROUP_DESCRIPTION_MAX}
            control="lines"
            required
          />
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                name="cover"
                label={t('group.cover')}
                extra={t('group.coverHint')}
                rules={[{ required: true, message: t('required', { field: t('group.cover') }) }]}
              >
                <CoverField />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="status" label={t('group.status')}>
                <ConsoleSelect
                  options={GROUP_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="sort" label={t('group.sort')} extra={t('group.sortHint')}>
                <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="gate_product_id" label={t('group.gate')} extra={t('group.gateHint')}>
                <GateProductSelect current={detail?.gate_product ?? null} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="gate_kind"
                label={t('group.gateKind')}
                extra={t('group.gateKindHint')}
              >
                <ConsoleSelect
                  options={GATE_KINDS.map((value) => ({
                    value,
                    label: t(`group.gateKinds.${value}`),
                  }))}
                />
              </Form.Item>
            </Col>
          </Row>
        </ConsoleCard>
        <ConsoleCard
          title={t('group.convention')}
          extra={
            version === undefined ? null : (
              <span className={styles.hint}>
                {t('group.conventionVersion', {
                  version,
                  date: formatTime(detail?.convention_updated_at ?? ''),
                })}
              </span>
            )
          }
        >
          <p className={styles.note}>
            {version === undefined
              ? t('group.conventionNew')
              : t('group.conventionNote', { next: version + 1 })}
          </p>
          {conventionChanged && version !== undefined ? (
            <Alert
              type="info"
              showIcon
              role="status"
              title={t('group.conventionChanged', { next: version + 1 })}
              style={{ marginBottom: 12 }}
            />
          ) : null}
          <BilingualField
            stem="convention"
            label={t('group.convention')}
            max={CONVENTION_MAX}
            control="lines"
            required
          />
        </ConsoleCard>
        <ConsoleCard title={t('group.questions')}>
          <p className={styles.note}>{t('group.questionsHint')}</p>
          <QuestionnaireBuilder
            empty={t('group.noQuestions')}
            max={GROUP_QUESTIONS_MAX}
            labelMax={60}
            start={{ kind: 'single', required: true }}
          />
        </ConsoleCard>
        <ConsoleCard title={t('group.images')}>
          <GalleryField />
        </ConsoleCard>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('group.save')}
        </Button>
      </Space>
    </Form>
  );
}
