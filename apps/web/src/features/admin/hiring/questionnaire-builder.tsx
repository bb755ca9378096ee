import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Form, Input, Row, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { hiringNamespace } from './hiring-register';
import { ListItemButtons } from '../console/list-item-buttons';

const KINDS = ['text', 'single', 'multiple'] as const;

/** A choice question's options: both languages, in order. */
function OptionsList({ question }: { question: number }) {
  const { t } = useTranslation(hiringNamespace);
  return (
    <Form.List name={[question, 'options']}>
      {(fields, { add, remove, move }) => (
        <>
          {fields.map((field, index) => (
            <Row key={field.key} gutter={8} align="top">
              <Form.Item name={[field.name, 'id']} hidden>
                <Input />
              </Form.Item>
              <Col xs={24} md={10}>
                <Form.Item
                  name={[field.name, 'label_zh']}
                  rules={[{ required: true, whitespace: true }]}
                >
                  <Input
                    aria-label={`${t('position.option')} ${index + 1} · ${t('common.zh')}`}
                    placeholder={`${t('position.option')} · ${t('common.zh')}`}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={10}>
                <Form.Item name={[field.name, 'label_en']}>
                  <Input
                    aria-label={`${t('position.option')} ${index + 1} · ${t('common.en')}`}
                    placeholder={`${t('position.option')} · ${t('common.en')}`}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={4}>
                <ListItemButtons
                  index={index}
                  count={fields.length}
                  move={move}
                  remove={() => remove(field.name)}
                  removeLabel={t('position.remove')}
                />
              </Col>
            </Row>
          ))}
          <Button
            size="small"
            icon={<PlusOutlined />}
            onClick={() => add({ label_zh: '', label_en: '' })}
          >
            {t('position.addOption')}
          </Button>
        </>
      )}
    </Form.List>
  );
}

/**
 * The posting's questionnaire: questions of three types with a required flag, options for the
 * choice ones, in the order applicants will see them.
 */
export function QuestionnaireBuilder() {
  const { t } = useTranslation(hiringNamespace);
  return (
    <Form.List name="questions">
      {(fields, { add, remove, move }) => (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {fields.length === 0 ? <Empty description={t('position.noQuestions')} /> : null}
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              title={t('position.question', { n: index + 1 })}
              extra={
                <ListItemButtons
                  index={index}
                  count={fields.length}
                  move={move}
                  remove={() => remove(field.name)}
                  removeLabel={t('position.remove')}
                />
              }
            >
              <Form.Item name={[field.name, 'id']} hidden>
                <Input />
              </Form.Item>
              <Row gutter={16}>
                <Col xs={24} sm={12}>
                  <Form.Item name={[field.name, 'kind']} label={t('position.questionKind')}>
                    <Select
                      options={KINDS.map((k) => ({ value: k, label: t(`questionKind.${k}`) }))}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item
                    name={[field.name, 'required']}
                    label={t('position.required')}
                    valuePropName="checked"
                  >
                    <Switch />
                  </Form.Item>
                </Col>
              </Row>
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Form.Item
                    name={[field.name, 'title_zh']}
                    label={`${t('position.question', { n: index + 1 })} · ${t('common.zh')}`}
                    rules={[{ required: true, whitespace: true }]}
                  >
                    <Input />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item
                    name={[field.name, 'title_en']}
                    label={`${t('position.question', { n: index + 1 })} · ${t('common.en')}`}
                  >
                    <Input />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item noStyle dependencies={[['questions', field.name, 'kind']]}>
                {({ getFieldValue }) =>
                  getFieldValue(['questions', field.name, 'kind']) === 'text' ? null : (
                    <Form.Item label={t('position.options')}>
                      <OptionsList question={field.name} />
                    </Form.Item>
                  )
                }
              </Form.Item>
            </Card>
          ))}
          <Button
            icon={<PlusOutlined />}
            onClick={() =>
              add({ kind: 'text', title_zh: '', title_en: '', required: false, options: [] })
            }
          >
            {t('position.addQuestion')}
          </Button>
        </Space>
      )}
    </Form.List>
  );
}
