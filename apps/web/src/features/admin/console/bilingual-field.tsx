import { Col, Form, Input, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n/i18n';
import { adminNamespace } from '../locales/register';
import { RichTextField } from './rich-text-field';

interface Props {
  /** The form holds `<stem>_zh` and `<stem>_en`, under `prefix` within a list. */
  stem: string;
  prefix?: Array<string | number>;
  /** The text's name in the console's language. */
  label: string;
  /** One line (the default), several lines, or the rich-text editor the shop sanitises. */
  control?: 'line' | 'lines' | 'rich';
  /** The Chinese is required; the English may be left for later (the site falls back). */
  required?: boolean;
  max?: number;
  hint?: string;
}

/**
 * One text in both languages side by side (stacked on a phone), the console's language first:
 * an English-speaking editor reads and writes the English on the left.
 */
export function BilingualField({ stem, prefix = [], label, control, required, max, hint }: Props) {
  const { t } = useTranslation(adminNamespace);
  const lang = useLang();
  const rules: Rule[] = required
    ? [{ required: true, whitespace: true, message: t('bilingual.fill', { field: label }) }]
    : [];
  const field = (side: 'zh' | 'en') => {
    const named = `${label} · ${t(`bilingual.${side}`)}`;
    const input =
      control === 'rich' ? (
        <RichTextField label={named} />
      ) : control === 'lines' ? (
        <Input.TextArea maxLength={max} autoSize={{ minRows: 3, maxRows: 12 }} />
      ) : (
        <Input maxLength={max} />
      );
    return (
      <Col xs={24} md={12} key={side}>
        <Form.Item
          name={[...prefix, `${stem}_${side}`]}
          label={named}
          rules={side === 'zh' ? rules : []}
          extra={side === 'zh' ? hint : undefined}
        >
          {input}
        </Form.Item>
      </Col>
    );
  };
  return (
    <Row gutter={16}>{lang === 'en' ? [field('en'), field('zh')] : [field('zh'), field('en')]}</Row>
  );
}
