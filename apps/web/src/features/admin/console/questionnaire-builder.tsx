import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { QuestionKind } from '@atelier/contract';
import { Button, Checkbox, Col, Form, Input, Row } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useTranslation } from 'react-i18next';
import { adminNamespace } from '../locales/register';
import { BilingualField } from './bilingual-field';
import { ConsoleSelect } from './console-select';
import { ListItemButtons } from './list-item-buttons';
import styles from './questionnaire-builder.module.css';
import { ConsoleCard } from './console-card';

const KINDS = ['text', 'single', 'multiple'] as const satisfies readonly QuestionKind[];
const TITLE_MAX = 200;

interface Props {
  /** What the form shows while there are no questions. */
  empty: string;
  /** The most questions the owner takes. */
  max: number;
  /** The longest option label the owner takes. */
  labelMax: number;
  /** What a new question starts as: a choice starts with two blank options. */
  start: { kind: QuestionKind; required: boolean };
  /** Label each question's title fields with its number ("Question 2 · Chinese"). */
  numberedTitles?: boolean;
}

/** Ids the form carries though no one edits them: kept questions and options keep their ids. */
function HiddenId({ name }: { name: NamePath }) {
  return (
    <Form.Item name={name} hidden>
      <Input />
    </Form.Item>
  );
}

/**
 * A questionnaire in the console's forms (a group's join questions, a posting's questions), in
 * the form's `questions` list: each question's kind, title in both languages and required flag,
 * and a choice question's options, in the order they are asked.
 */
export function QuestionnaireBuilder({ empty, max, labelMax, start, numberedTitles }: Props) {
  const { t } = useTranslation(adminNamespace);
  const form = Form.useFormInstance();
  const blank = () => ({
    kind: start.kind,
    title_zh: '',
    title_en: '',
    required: start.required,
    options:
      start.kind === 'text'
        ? []
        : [
            { label_zh: '', label_en: '' },
            { label_zh: '', label_en: '' },
          ],
  });
  return (
    <Form.List name="questions">
      {(fields, { add, remove, move }) => (
        <>
          {fields.length === 0 ? <p className={styles.empty}>{empty}</p> : null}
          {fields.map((field, index) => {
            const numbered = t('questionnaire.question', { n: index + 1 });
            return (
              <ConsoleCard
                key={field.key}
                size="small"
                className={styles.question}
                data-testid="question"
                title={numbered}
                extra={
                  <ListItemButtons
                    index={index}
                    count={fields.length}
                    move={move}
                    remove={() => remove(field.name)}
                    removeLabel={`${t('questionnaire.remove')} ${numbered}`}
                  />
                }
              >
                <HiddenId name={[field.name, 'id']} />
                <Row gutter={16}>
                  <Col xs={24} sm={12}>
                    <Form.Item name={[field.name, 'kind']} label={t('questionnaire.kind')}>
                      <ConsoleSelect
                        options={KINDS.map((value) => ({
                          value,
                          label: t(`questionnaire.kinds.${value}`),
                        }))}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} sm={12}>
                    <Form.Item
                      name={[field.name, 'required']}
                      valuePropName="checked"
                      label=" "
                      colon={false}
                    >
                      <Checkbox>{t('questionnaire.required')}</Checkbox>
                    </Form.Item>
                  </Col>
                </Row>
                <BilingualField
                  prefix={[field.name]}
                  required
                  stem="title"
                  label={numberedTitles ? numbered : t('questionnaire.title')}
                  max={TITLE_MAX}
                />
                <Form.Item noStyle dependencies={[['questions', field.name, 'kind']]}>
                  {() =>
                    form.getFieldValue(['questions', field.name, 'kind']) === 'text' ? null : (
                      <OptionsList question={field.name} labelMax={labelMax} />
                    )
                  }
                </Form.Item>
              </ConsoleCard>
            );
          })}
          <Button
            icon={<PlusOutlined />}
            disabled={fields.length >= max}
            onClick={() => add(blank())}
          >
            {t('questionnaire.addQuestion')}
          </Button>
        </>
      )}
    </Form.List>
  );
}

/** A choice question's options; the server refuses fewer than two, and so does the form. */
function OptionsList({ question, labelMax }: { question: number; labelMax: number }) {
  const { t } = useTranslation(adminNamespace);
  return (
    <Form.List
      name={[question, 'options']}
      rules={[
        {
          validator: async (_, options: unknown[] | undefined) => {
            if (!options || options.length < 2) throw new Error(t('questionnaire.optionsHint'));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <div className={styles.options}>
          <div className={styles.optionsTitle}>
            {t('questionnaire.options')}{' '}
            <span className={styles.hint}>{t('questionnaire.optionsHint')}</span>
          </div>
          {fields.map((field, index) => (
            <div key={field.key} className={styles.option}>
              <HiddenId name={[field.name, 'id']} />
              <div className={styles.optionFields}>
                <BilingualField
                  prefix={[field.name]}
                  required
                  stem="label"
                  label={`${t('questionnaire.option')} ${index + 1}`}
                  max={labelMax}
                />
              </div>
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${t('questionnaire.remove')} ${t('questionnaire.option')} ${index + 1}`}
                onClick={() => remove(field.name)}
              />
            </div>
          ))}
          <Form.ErrorList errors={errors} />
          <Button
            size="small"
            icon={<PlusOutlined />}
            onClick={() => add({ label_zh: '', label_en: '' })}
          >
            {t('questionnaire.addOption')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
