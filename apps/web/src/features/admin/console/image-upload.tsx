import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '@/shared/api/upload-file';
import { adminNamespace } from '../locales/register';

/**
 * Sends one image the person picks to the upload action and hands its URL on. The server checks
 * the content and refuses anything else with a clear message (shown by the request client);
 * nothing is added then. `children` draws the control, busy while the file travels.
 */
export function ImageUpload({
  onUploaded,
  children,
}: {
  onUploaded: (url: string) => void;
  children: (busy: boolean) => ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Upload
      accept="image/jpeg,image/png,image/webp,image/gif"
      showUploadList={false}
      customRequest={({ file, onSuccess, onError }) => {
        setBusy(true);
        uploadFile(file as Blob)
          .then((uploaded) => {
            onUploaded(uploaded.url);
            onSuccess?.(uploaded);
          })
          .catch((error: unknown) => onError?.(error as Error))
          .finally(() => setBusy(false));
      }}
    >
      {children(busy)}
    </Upload>
  );
}

/** The console's usual image upload: a button. */
export function ImageUploadButton({
  onUploaded,
  label,
}: {
  onUploaded: (url: string) => void;
  label?: string;
}) {
  const { t } = useTranslation(adminNamespace);
  return (
    <ImageUpload onUploaded={onUploaded}>
      {(busy) => (
        <Button icon={<UploadOutlined />} loading={busy}>
          {label ?? t('upload')}
        </Button>
      )}
    </ImageUpload>
  );
}

/** A form control holding one image URL: its preview and an upload button to replace it. */
export function ImageField({
  value,
  onChange,
}: {
  value?: string;
  onChange?: (url: string) => void;
}) {
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      {value ? (
        <img src={value} alt="" width={96} height={64} style={{ objectFit: 'cover' }} />
      ) : null}
      <ImageUploadButton onUploaded={(url) => onChange?.(url)} />
    </div>
  );
}
