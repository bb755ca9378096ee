import { PASSWORD_MAX, SMS_CODE_PATTERN } from '@atelier/contract/formats';
import { Button, Form, Input, Modal, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showRefusalInForm } from '@/shared/api/field-refusal';
import { getLang } from '@/shared/i18n/i18n';
import { GuardedButton } from '@/shared/ui/guarded-button';
import { SmsCodeField } from '@/shared/ui/sms-code-field';
import { useCreateDataExport } from '../api/create-data-export';
import { archiveUrl } from '../lib/archive-url';
import { privacyNamespace } from '../locales/register';
import styles from './data-export-dialog.module.css';

type Proof = 'password' | 'sms';

export interface DataExportDialogProps {
  open: boolean;
  /** The account's phone, masked or not as the page has it; empty when none is bound. */
  mobile: string;
  onClose: () => void;
  /**
   * Sends the browser to the archive: a download, so the page stays. Replaced in tests, where
   * there is nowhere to go.
   */
  download?: (url: string, fileName: string) => void;
}

function startDownload(url: string) {
  window.location.assign(url);
}

/** Asks the customer to prove it is them (password or SMS code), then downloads the archive. */
export function DataExportDialog({
  open,
  mobile,
  onClose,
  download = startDownload,
}: DataExportDialogProps) {
  const { t } = useTranslation(privacyNamespace);
  const [proof, setProof] = useState<Proof>('password');
  const [form] = Form.useForm<{ password?: string; captcha?: string }>();
  const create = useCreateDataExport();

  const submit = (values: { password?: string; captcha?: string }) =>
    void create.mutate(
      proof === 'password'
        ? { password: values.password ?? '' }
        : { captcha: (values.captcha ?? '').trim() },
      {
        onSuccess: ({ ticket, file_name }) => {
          form.resetFields();
          download(archiveUrl(ticket, getLang()), file_name);
          onClose();
        },
        onError: (error) =>
          showRefusalInForm(
            form,
            error,
            ['password', 'captcha'],
            proof === 'password' ? 'password' : 'captcha',
          ),
      },
    );

  const passwordPane = (
    <Form.Item
      name="password"
      label={t('export.password')}
      rules={[{ required: true, message: t('export.passwordRequired') }]}
    >
      <Input.Password autoComplete="current-password" maxLength={PASSWORD_MAX} />
    </Form.Item>
  );
  const smsPane = mobile ? (
    <SmsCodeField
      mobile={mobile}
      event="verify"
      label={t('export.code')}
      placeholder={t('export.codePlaceholder')}
      extra={t('export.smsTo', { mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}` })}
      rules={[
        { required: true, message: t('export.codeFormat') },
        { pattern: SMS_CODE_PATTERN, message: t('export.codeFormat') },
      ]}
      required
    />
  ) : (
    <p className={styles.note}>{t('export.noMobile')}</p>
  );

  return (
    <Modal
      open={open}
      title={t('export.dialogTitle')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={440}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={create.isPending}
        onFinish={submit}
      >
        <Tabs
          activeKey={proof}
          onChange={(key) => {
            setProof(key as Proof);
            form.resetFields();
          }}
          items={[
            {
              key: 'password',
              label: t('export.byPassword'),
              children: proof === 'password' && passwordPane,
            },
            { key: 'sms', label: t('export.bySms'), children: proof === 'sms' && smsPane },
          ]}
        />
        <div className={styles.actions}>
          <Button onClick={onClose}>{t('export.cancel')}</Button>
          <GuardedButton
            htmlType="submit"
            type="primary"
            loading={create.isPending}
            disabled={proof === 'sms' && !mobile}
          >
            {t('export.submit')}
          </GuardedButton>
        </div>
      </Form>
    </Modal>
  );
}
