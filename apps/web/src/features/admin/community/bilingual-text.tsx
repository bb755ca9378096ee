import { Col, Form, Input, Row } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useTranslation } from 'react-i18next';
import { communityNamespace } from './register';

interface Props {
  /** The form holds `<stem>_zh` and `<stem>_en`, under `prefix` within a list. */
  stem: string;
  prefix?: Array<string | number>;
  label: string;
  multiline?: boolean;
  max: number;
}

/** One text in both languages side by side (stacked on a phone); the Chinese is required. */
export function BilingualText({ stem, prefix = [], label, multiline, max }: Props) {
  const { t } = useTranslation(communityNamespace);
  const Control = multiline ? Input.TextArea : Input;
  const controlProps = multiline ? { autoSize: { minRows: 3, maxRows: 12 } } : {};
  const name = (lang: 'zh' | 'en'): NamePath => [...prefix, `${stem}_${lang}`];
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name={name('zh')}
          label={`${label} · ${t('zh')}`}
          rules={[{ required: true, whitespace: true, message: t('required', { field: label }) }]}
        >
          <Control maxLength={max} {...controlProps} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={name('en')} label={`${label} · ${t('en')}`}>
          <Control maxLength={max} {...controlProps} />
        </Form.Item>
      </Col>
    </Row>
  );
}
