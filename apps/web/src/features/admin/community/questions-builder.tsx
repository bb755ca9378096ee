import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { GROUP_QUESTIONS_MAX } from '@atelier/contract/community-codes';
import { Button, Card, Checkbox, Col, Form, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { BilingualText } from './bilingual-text';
import { ListItemButtons } from '../console/list-item-buttons';
import { communityNamespace } from './register';
import styles from './community.module.css';

const KINDS = ['text', 'single', 'multiple'] as const;

/** The join questions: kind, title in both languages, required flag, and choices. */
export function QuestionsBuilder() {
  const { t } = useTranslation(communityNamespace);
  const form = Form.useFormInstance();
  return (
    <Form.List name="questions">
      {(fields, { add, remove, move }) => (
        <>
          {fields.length === 0 ? <p className={styles.empty}>{t('group.noQuestions')}</p> : null}
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              className={styles.question}
              data-testid="question"
              title={t('group.question', { n: index + 1 })}
              extra={
                <ListItemButtons
                  index={index}
                  count={fields.length}
                  move={move}
                  remove={() => remove(field.name)}
                  removeLabel={`${t('remove')} ${t('group.question', { n: index + 1 })}`}
                />
              }
            >
              <Row gutter={16}>
                <Col xs={24} sm={12}>
                  <Form.Item name={[field.name, 'kind']} label={t('group.kind')}>
                    <Select
                      options={KINDS.map((value) => ({ value, label: t(`group.kinds.${value}`) }))}
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
                    <Checkbox>{t('group.requiredAnswer')}</Checkbox>
                  </Form.Item>
                </Col>
              </Row>
              <BilingualText
                stem="title"
                prefix={[field.name]}
                label={t('group.title')}
                max={200}
              />
              <Form.Item noStyle dependencies={[['questions', field.name, 'kind']]}>
                {() =>
                  form.getFieldValue(['questions', field.name, 'kind']) === 'text' ? null : (
                    <OptionsList name={field.name} />
                  )
                }
              </Form.Item>
            </Card>
          ))}
          <Button
            icon={<PlusOutlined />}
            disabled={fields.length >= GROUP_QUESTIONS_MAX}
            onClick={() =>
              add({
                kind: 'single',
                title_zh: '',
                title_en: '',
                required: true,
                options: [
                  { label_zh: '', label_en: '' },
                  { label_zh: '', label_en: '' },
                ],
              })
            }
          >
            {t('group.addQuestion')}
          </Button>
        </>
      )}
    </Form.List>
  );
}

/** A choice question's options; the server refuses fewer than two, and so does the form. */
function OptionsList({ name }: { name: number }) {
  const { t } = useTranslation(communityNamespace);
  return (
    <Form.List
      name={[name, 'options']}
      rules={[
        {
          validator: async (_, options: unknown[] | undefined) => {
            if (!options || options.length < 2) throw new Error(t('group.optionsHint'));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <div className={styles.options}>
          <div className={styles.optionsTitle}>
            {t('group.options')} <span className={styles.hint}>{t('group.optionsHint')}</span>
          </div>
          {fields.map((field, index) => (
            <div key={field.key} className={styles.option}>
              <div className={styles.optionFields}>
                <BilingualText
                  stem="label"
                  prefix={[field.name]}
                  label={`${t('group.option')} ${index + 1}`}
                  max={60}
                />
              </div>
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${t('remove')} ${t('group.option')} ${index + 1}`}
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
            {t('group.addOption')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
