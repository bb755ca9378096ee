import { GROUP_IMAGES_MAX } from '@atelier/contract/community-codes';
import { Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageUploadButton } from '../console/image-upload';
import { ListItemButtons } from '../console/list-item-buttons';
import { communityNamespace } from './register';
import styles from './community.module.css';

/** The group's gallery: uploads in order, each with a caption in both languages. */
export function GalleryField() {
  const { t } = useTranslation(communityNamespace);
  const form = Form.useFormInstance();
  return (
    <Form.List name="images">
      {(fields, { add, remove, move }) => (
        <>
          {fields.length === 0 ? <p className={styles.empty}>{t('group.noImages')}</p> : null}
          <ol className={styles.gallery} aria-label={t('group.images')}>
            {fields.map((field, index) => (
              <li key={field.key} className={styles.galleryItem} data-testid="gallery-image">
                <img
                  src={form.getFieldValue(['images', field.name, 'url']) as string}
                  alt=""
                  className={styles.galleryThumb}
                />
                <Space orientation="vertical" size={4} style={{ width: '100%' }}>
                  <Form.Item name={[field.name, 'caption_zh']} noStyle>
                    <Input
                      maxLength={100}
                      placeholder={`${t('group.caption')} · ${t('zh')}`}
                      aria-label={`${t('group.caption')} ${index + 1} · ${t('zh')}`}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'caption_en']} noStyle>
                    <Input
                      maxLength={100}
                      placeholder={`${t('group.caption')} · ${t('en')}`}
                      aria-label={`${t('group.caption')} ${index + 1} · ${t('en')}`}
                    />
                  </Form.Item>
                </Space>
                <ListItemButtons
                  index={index}
                  count={fields.length}
                  move={move}
                  remove={() => remove(field.name)}
                  removeLabel={t('remove')}
                />
              </li>
            ))}
          </ol>
          {fields.length < GROUP_IMAGES_MAX ? (
            <ImageUploadButton
              label={t('group.upload')}
              onUploaded={(url) => add({ url, caption_zh: '', caption_en: '' })}
            />
          ) : null}
        </>
      )}
    </Form.List>
  );
}

/** The cover: one upload, shown as the groups page will show it. */
export function CoverField({
  value,
  onChange,
}: {
  value?: string;
  onChange?: (url: string) => void;
}) {
  const { t } = useTranslation(communityNamespace);
  return (
    <div>
      {value ? <img src={value} alt="" className={styles.cover} /> : null}
      <ImageUploadButton label={t('group.upload')} onUploaded={(url) => onChange?.(url)} />
    </div>
  );
}
