import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageUploadButton } from '../console/image-upload';
import { moved } from '../console/list-item-buttons';
import { catalogNamespace } from './locales/register';
import styles from './images-field.module.css';

/** A product's images in order: the first is the main one; upload, reorder, remove. */
export function ImagesField({
  value = [],
  onChange,
}: {
  value?: string[];
  onChange?: (urls: string[]) => void;
}) {
  const { t } = useTranslation(catalogNamespace);
  const set = (urls: string[]) => onChange?.(urls);
  return (
    <div>
      <ol className={styles.list} aria-label={t('product.images')}>
        {value.map((url, index) => (
          <li key={`${url}-${index}`} className={styles.item}>
            <img src={url} alt="" className={styles.thumb} />
            {index === 0 ? <Tag color="blue">{t('product.main')}</Tag> : null}
            <Space size={4} wrap>
              <Button
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={t('common.moveUp')}
                disabled={index === 0}
                onClick={() => set(moved(value, index, -1))}
              />
              <Button
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={t('common.moveDown')}
                disabled={index === value.length - 1}
                onClick={() => set(moved(value, index, 1))}
              />
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('product.remove')}
                onClick={() => set(value.filter((_, i) => i !== index))}
              />
            </Space>
          </li>
        ))}
      </ol>
      <ImageUploadButton onUploaded={(url) => set([...value, url])} />
    </div>
  );
}
