import { PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateField } from '../console/date-field';
import { ImageUploadButton } from '../console/image-upload';
import { blankRow, type FieldSpec } from './content-forms';
import styles from './content-fields.module.css';
import { contentNamespace } from './locales/register';
import { RichTextField } from '../console/rich-text-field';
import { ListItemButtons } from '../console/list-item-buttons';
import textStyles from '../console/console-text.module.css';

/** A field's name inside a list row (`[row, name]`) or at the top of the form (`name`). */
type Path = (string | number)[];
const at = (prefix: Path, name: string) => (prefix.length === 0 ? name : [...prefix, name]);

/** Fields of a content form, in the order given; a list's rows repeat their own fields. */
export function ContentFields({ fields, prefix = [] }: { fields: FieldSpec[]; prefix?: Path }) {
  return (
    <>
      {fields.map((field) => (
        <ContentField key={field.name} field={field} prefix={prefix} />
      ))}
    </>
  );
}

function ContentField({ field, prefix }: { field: FieldSpec; prefix: Path }) {
  const { t } = useTranslation(contentNamespace);
  const form = Form.useFormInstance();
  const label = t(`fields.${field.name}`);
  const required: Rule[] =
    'required' in field && field.required ? [{ required: true, whitespace: true }] : [];
  switch (field.type) {
    case 'text':
    case 'rich':
    case 'tags':
      return <Bilingual field={field} prefix={prefix} label={label} rules={required} />;
    case 'image':
      return (
        <Form.Item name={at(prefix, field.name)} label={label} rules={required}>
          <ImageInput
            label={label}
            onSize={
              // A sized picture (the gallery's) sits at the top of its form, beside its size.
              field.sized ? (width, height) => form.setFieldsValue({ width, height }) : undefined
            }
          />
        </Form.Item>
      );
    case 'plain':
      return (
        <Form.Item name={at(prefix, field.name)} label={label} rules={required}>
          <Input placeholder={field.placeholder} />
        </Form.Item>
      );
    case 'number':
      return (
        <Form.Item
          name={at(prefix, field.name)}
          label={label}
          rules={field.required ? [{ required: true }] : []}
        >
          <InputNumber min={field.min} max={field.max} precision={0} style={{ width: 200 }} />
        </Form.Item>
      );
    case 'time':
      return (
        <Form.Item
          name={at(prefix, field.name)}
          label={label}
          extra={t('fields.publishAtHint')}
          rules={[{ required: true }]}
          getValueProps={(value: string | undefined) => ({ value: value ? dayjs(value) : null })}
          normalize={(value: Dayjs | null) => value?.format() ?? undefined}
        >
          <DateField withTime aria-label={label} />
        </Form.Item>
      );
    case 'list':
      return <ListField field={field} prefix={prefix} label={label} />;
  }
}

/** One text in both languages, Chinese and English side by side (stacked on a phone). */
function Bilingual({
  field,
  prefix,
  label,
  rules,
}: {
  field: Extract<FieldSpec, { type: 'text' | 'rich' | 'tags' }>;
  prefix: Path;
  label: string;
  rules: Rule[];
}) {
  const { t } = useTranslation(contentNamespace);
  const control = (lang: 'zh' | 'en') => {
    const named = `${label} · ${t(`common.${lang}`)}`;
    if (field.type === 'rich') return <RichTextField label={named} />;
    if (field.type === 'tags') return <Select mode="tags" open={false} aria-label={named} />;
    return field.multiline ? <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} /> : <Input />;
  };
  return (
    <Row gutter={16}>
      {(['zh', 'en'] as const).map((lang) => (
        <Col xs={24} md={12} key={lang}>
          <Form.Item
            name={at(prefix, `${field.name}_${lang}`)}
            label={`${label} · ${t(`common.${lang}`)}`}
            rules={lang === 'zh' ? rules : []}
          >
            {control(lang)}
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}

/** A picture's natural size, once it has loaded. */
function readSize(url: string, then: (width: number, height: number) => void): void {
  const picture = new Image();
  picture.onload = () => then(picture.naturalWidth, picture.naturalHeight);
  picture.src = url;
}

function ImageInput({
  value,
  onChange,
  onSize,
  label,
}: {
  value?: string;
  onChange?: (url: string) => void;
  /** Told the uploaded picture's size, for a form that stores it. */
  onSize?: (width: number, height: number) => void;
  label: string;
}) {
  const { t } = useTranslation(contentNamespace);
  return (
    <div className={styles.image}>
      {value ? (
        <img src={value} alt={label} width={96} height={64} style={{ objectFit: 'cover' }} />
      ) : null}
      <ImageUploadButton
        label={t('common.upload')}
        onUploaded={(url) => {
          onChange?.(url);
          if (onSize) readSize(url, onSize);
        }}
      />
      {value ? (
        <Button type="link" danger onClick={() => onChange?.('')}>
          {t('common.remove')}
        </Button>
      ) : null}
    </div>
  );
}

/** Rows of the same fields (figures, milestones, sections, steps): add, move, remove. */
function ListField({
  field,
  prefix,
  label,
}: {
  field: Extract<FieldSpec, { type: 'list' }>;
  prefix: Path;
  label: string;
}) {
  const { t } = useTranslation(contentNamespace);
  return (
    <div style={{ marginBottom: 24 }}>
      <h3 className={textStyles.heading}>{label}</h3>
      <Form.List name={at(prefix, field.name)}>
        {(rows, { add, remove, move }) => (
          <>
            {rows.map((row, index) => (
              <section
                key={row.key}
                className={styles.row}
                aria-label={`${label} · ${t('fields.item', { n: index + 1 })}`}
              >
                <div className={styles.rowHead}>
                  <span className={textStyles.secondary}>{t('fields.item', { n: index + 1 })}</span>
                  <ListItemButtons
                    index={index}
                    count={rows.length}
                    move={move}
                    remove={() => remove(row.name)}
                    removeLabel={t('common.remove')}
                  />
                </div>
                <ContentFields fields={field.item} prefix={[row.name]} />
              </section>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={rows.length >= field.max}
              onClick={() => add(blankRow(field.item))}
            >
              {t('common.add')} · {label}
            </Button>
          </>
        )}
      </Form.List>
    </div>
  );
}
