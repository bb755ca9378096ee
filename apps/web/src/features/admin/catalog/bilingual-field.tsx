import { Col, Form, Input, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { catalogNamespace } from './locales/register';

interface Props {
  /** The field's stem: the form holds `<field>_zh` and `<field>_en`. */
  field: string;
  multiline?: boolean;
  /** The Chinese is required; the English may be left for later (the site falls back). */
  required?: boolean;
  hint?: string;
}

/** One text in both languages, Chinese and English side by side (stacked on a phone). */
export function BilingualField({ field, multiline, required, hint }: Props) {
  const { t } = useTranslation(catalogNamespace);
  const label = t(`fields.${field}`);
  const rules: Rule[] = required ? [{ required: true, whitespace: true }] : [];
  const Control = multiline ? Input.TextArea : Input;
  const controlProps = multiline ? { autoSize: { minRows: 3, maxRows: 12 } } : {};
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name={`${field}_zh`}
          label={`${label} · ${t('common.zh')}`}
          rules={rules}
          extra={hint}
        >
          <Control {...controlProps} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={`${field}_en`} label={`${label} · ${t('common.en')}`}>
          <Control {...controlProps} />
        </Form.Item>
      </Col>
    </Row>
  );
}
