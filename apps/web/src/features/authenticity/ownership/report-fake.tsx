import { CloseOutlined, LoadingOutlined, PictureOutlined } from '@ant-design/icons';
import {
  REPORT_IMAGES_MAX,
  REPORT_NOTE_MAX,
  REPORT_WHERE_MAX,
} from '@atelier/contract/authenticity-codes';
import { Alert, Button, Form, Input, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { showRefusalInForm } from '@/shared/api/field-refusal';
import { usePickedImages } from '@/shared/lib/use-picked-images';
import { paths } from '@/shared/config/paths';
import { useSession } from '@/shared/session/session-store';
import { GuardedButton } from '@/shared/ui/guarded-button';
import { useReportFake } from '../api/ownership-queries';
import { authenticityNamespace } from '../locales/register';
import styles from './ownership.module.css';

export interface ReportFakeProps {
  /** The code the customer checked, as typed (may be empty or unknown). */
  code: string;
}

interface ReportValues {
  where_bought: string;
  note: string;
}

/** On /appraisal: a customer reports a suspected fake, with where they bought it and photos. */
export function ReportFake({ code }: ReportFakeProps) {
  const { t } = useTranslation(authenticityNamespace);
  const signedIn = useSession((state) => state.token !== '');
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const { images, uploading, urls, upload, remove } = usePickedImages();
  const [form] = Form.useForm<ReportValues>();
  const report = useReportFake();

  if (sent) {
    return (
      <Alert
        className={styles.gap}
        type="success"
        showIcon
        role="status"
        title={t('report.thanks')}
        description={t('report.thanksHint')}
      />
    );
  }
  if (!open) {
    return (
      <div className={styles.reportEntry}>
        <span>{t('report.prompt')}</span>
        {signedIn ? (
          <Button onClick={() => setOpen(true)}>{t('report.open')}</Button>
        ) : (
          <Link
            to={paths.login.href(`${location.pathname}${location.search}`)}
            className={styles.linkButton}
          >
            {t('report.signIn')}
          </Link>
        )}
      </div>
    );
  }

  const submit = (values: ReportValues) =>
    void report.mutate(
      {
        code: code.trim().slice(0, 40),
        where_bought: values.where_bought.trim(),
        note: (values.note ?? '').trim(),
        images: urls,
      },
      {
        onSuccess: () => setSent(true),
        onError: (error) =>
          showRefusalInForm(form, error, ['where_bought', 'note'], 'where_bought'),
      },
    );

  return (
    <Form<ReportValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      className={styles.report}
      aria-label={t('report.title')}
    >
      <h3 className={styles.subtitle}>{t('report.title')}</h3>
      {code ? <p className={styles.hint}>{t('report.codeNote', { code })}</p> : null}
      <Form.Item
        name="where_bought"
        label={t('report.where')}
        rules={[{ required: true, whitespace: true, message: t('report.whereRequired') }]}
      >
        <Input maxLength={REPORT_WHERE_MAX} placeholder={t('report.wherePlaceholder')} />
      </Form.Item>
      <Form.Item name="note" label={t('report.note')}>
        <Input.TextArea
          maxLength={REPORT_NOTE_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
          placeholder={t('report.notePlaceholder')}
        />
      </Form.Item>
      <div className={styles.photos}>
        {images.map((image, i) => (
          <span key={image.uid} className={styles.photo}>
            {image.url ? (
              <img src={image.url} alt="" className={styles.photoImage} />
            ) : (
              <span
                className={styles.photoPending}
                role="status"
                aria-label={t('report.uploading')}
              >
                <LoadingOutlined />
              </span>
            )}
            <button
              type="button"
              className={styles.photoRemove}
              aria-label={t('report.removePhoto', { n: i + 1 })}
              onClick={() => remove(image.uid)}
            >
              <CloseOutlined />
            </button>
          </span>
        ))}
        <Upload
          accept="image/jpeg,image/png,image/webp"
          multiple
          showUploadList={false}
          disabled={images.length >= REPORT_IMAGES_MAX}
          beforeUpload={(file, batch) =>
            batch.indexOf(file) < REPORT_IMAGES_MAX - images.length ? true : Upload.LIST_IGNORE
          }
          customRequest={upload}
        >
          <Button icon={<PictureOutlined />} disabled={images.length >= REPORT_IMAGES_MAX}>
            {t('report.addPhotos', { count: images.length, max: REPORT_IMAGES_MAX })}
          </Button>
        </Upload>
      </div>
      <div className={styles.actions}>
        <GuardedButton
          type="primary"
          htmlType="submit"
          loading={report.isPending}
          disabled={uploading}
        >
          {t('report.send')}
        </GuardedButton>
        <Button type="text" onClick={() => setOpen(false)}>
          {t('report.cancel')}
        </Button>
      </div>
    </Form>
  );
}
