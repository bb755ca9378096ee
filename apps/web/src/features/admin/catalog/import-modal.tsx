import { UploadOutlined } from '@ant-design/icons';
import { PRODUCT_CSV_COLUMNS } from '@atelier/contract/catalog-formats';
import { Button, Modal, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/ui/feedback';
import { useConsoleAction } from '../console/console-api';
import { ImportPreview, type ImportPreviewData } from './import-preview';
import { catalogNamespace } from './locales/register';
import textStyles from '../console/console-text.module.css';

/**
 * Choose a CSV file, see what every row would do, and import only a clean file: the server
 * refuses a file with any bad row as a whole, so nothing half-imports.
 */
export function ImportModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(catalogNamespace);
  const check = useConsoleAction('productImportPreview');
  const commit = useConsoleAction('productImport');
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<ImportPreviewData>();

  const choose = async (file: File) => {
    const text = await file.text();
    setCsv(text);
    setPreview(undefined);
    await check.mutate({ csv: text }, { onSuccess: setPreview });
  };

  return (
    <Modal
      open
      width={960}
      title={t('import.title')}
      onCancel={onClose}
      footer={
        <Space wrap>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            disabled={!preview?.valid}
            loading={commit.isPending}
            onClick={() =>
              void commit.mutate(
                { csv },
                {
                  onSuccess: (done) => {
                    feedback.message.success(t('import.done', done));
                    onClose();
                  },
                },
              )
            }
          >
            {t('import.commit', { count: preview?.rows.length ?? 0 })}
          </Button>
        </Space>
      }
    >
      <p className={textStyles.secondary}>
        {t('import.hint', { columns: PRODUCT_CSV_COLUMNS.join(', ') })}
      </p>
      <Upload
        accept=".csv,text/csv"
        showUploadList={false}
        beforeUpload={(file) => {
          void choose(file);
          // The file is read here and sent as text; antd uploads nothing itself.
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={check.isPending}>
          {t('import.choose')}
        </Button>
      </Upload>
      {preview ? (
        <div style={{ marginTop: 16 }}>
          <ImportPreview preview={preview} />
        </div>
      ) : null}
    </Modal>
  );
}
