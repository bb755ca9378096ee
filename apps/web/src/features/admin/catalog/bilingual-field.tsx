import { Col, Form, Input, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n/i18n';
import { RichTextEditor } from '../console/rich-text-editor';
import { catalogNamespace } from './locales/register';

interface Props {
  /** The field's stem: the form holds `<field>_zh` and `<field>_en`. */
  field: string;
  multiline?: boolean;
  /** A long text written in the rich-text editor, sanitised by the server as the news is. */
  rich?: boolean;
  /** The Chinese is required; the English may be left for later (the site falls back). */
  required?: boolean;
  hint?: string;
}

/**
 * One text in both languages side by side (stacked on a phone), the console's language first:
 * an English-speaking editor reads and writes the English on the left.
 */
export function BilingualField({ field, multiline, rich, required, hint }: Props) {
  const { t } = useTranslation(catalogNamespace);
  const lang = useLang();
  const label = t(`fields.${field}`);
  const rules: Rule[] = required ? [{ required: true, whitespace: true }] : [];
  const zh = `${label} · ${t('common.zh')}`;
  const en = `${label} · ${t('common.en')}`;
  const control = (named: string) => {
    if (rich) return <RichTextEditor label={named} />;
    if (multiline) return <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} />;
    return <Input />;
  };
  const chinese = (
    <Col xs={24} md={12} key="zh">
      <Form.Item name={`${field}_zh`} label={zh} rules={rules} extra={hint}>
        {control(zh)}
      </Form.Item>
    </Col>
  );
  const english = (
    <Col xs={24} md={12} key="en">
      <Form.Item name={`${field}_en`} label={en}>
        {control(en)}
      </Form.Item>
    </Col>
  );
  return <Row gutter={16}>{lang === 'en' ? [english, chinese] : [chinese, english]}</Row>;
}
