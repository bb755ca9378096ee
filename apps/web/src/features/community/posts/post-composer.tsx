import { CloseOutlined, LoadingOutlined, PictureOutlined } from '@ant-design/icons';
import { POST_IMAGES_MAX, POST_TEXT_MAX } from '@atelier/contract/community-codes';
import { App, Button, Input, Upload } from 'antd';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePickedImages } from '@/shared/lib/use-picked-images';
import { GuardedButton } from '@/shared/ui/guarded-button';
import { useCreatePost } from './api/post-queries';
import { postsNamespace } from './locales/register';
import styles from './posts.module.css';

/**
 * Writing a post: the text and up to nine images, each sent to the upload action as soon as it
 * is chosen and shown with a button to take it out again. The count says how many are left.
 */
export function PostComposer({ groupId }: { groupId: number }) {
  const { t } = useTranslation(postsNamespace);
  const { message } = App.useApp();
  const { mutate, isPending } = useCreatePost();
  const [text, setText] = useState('');
  const { images, uploading, urls, upload, remove, clear } = usePickedImages();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) {
      void message.warning(t('textRequired'));
      return;
    }
    void mutate(
      { group_id: groupId, text: trimmed, images: urls },
      {
        onSuccess: () => {
          setText('');
          clear();
          void message.success(t('published'));
        },
      },
    );
  };

  return (
    <form className={styles.composer} onSubmit={submit} aria-label={t('composerLabel')}>
      <Input.TextArea
        aria-label={t('composerLabel')}
        placeholder={t('composerPlaceholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={POST_TEXT_MAX}
        showCount
        autoSize={{ minRows: 3, maxRows: 10 }}
      />
      {images.length > 0 ? (
        <ul className={styles.picks}>
          {images.map((image, i) => (
            <li key={image.uid} className={styles.pick}>
              {image.url ? (
                <img src={image.url} alt="" className={styles.pickImage} />
              ) : (
                <span className={styles.pickPending} role="status" aria-label={t('uploading')}>
                  <LoadingOutlined />
                </span>
              )}
              <button
                type="button"
                className={styles.pickRemove}
                aria-label={t('removeImage', { n: i + 1 })}
                onClick={() => remove(image.uid)}
              >
                <CloseOutlined />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.composerBar}>
        <Upload
          accept="image/jpeg,image/png,image/webp,image/gif"
          multiple
          showUploadList={false}
          disabled={images.length >= POST_IMAGES_MAX}
          // Files chosen together come as one batch: those past the ninth are left out, once said.
          beforeUpload={(file, batch) => {
            const room = POST_IMAGES_MAX - images.length;
            const index = batch.indexOf(file);
            if (index < room) return true;
            if (index === Math.max(room, 0)) {
              void message.warning(t('tooManyImages', { max: POST_IMAGES_MAX }));
            }
            return Upload.LIST_IGNORE;
          }}
          customRequest={upload}
        >
          <Button icon={<PictureOutlined />} disabled={images.length >= POST_IMAGES_MAX}>
            {t('addImages')}
          </Button>
        </Upload>
        <span className={styles.count} aria-live="polite">
          {t('imageCount', { count: images.length, max: POST_IMAGES_MAX })}
        </span>
        <span className={styles.spacer} />
        <GuardedButton type="primary" htmlType="submit" loading={isPending} disabled={uploading}>
          {t('publish')}
        </GuardedButton>
      </div>
    </form>
  );
}
