import { Image } from 'antd';
import { useTranslation } from 'react-i18next';
import { postsNamespace } from './locales/register';
import styles from './posts.module.css';

/** A post's images in a grid of squares; a click opens them large, one after another. */
export function PostImages({ images, author }: { images: string[]; author: string }) {
  const { t } = useTranslation(postsNamespace);
  if (images.length === 0) return null;
  const grid = images.length === 1 ? styles.gridOne : images.length === 4 ? styles.gridTwo : '';
  return (
    <div className={`${styles.images} ${grid}`} role="group" aria-label={t('images')}>
      <Image.PreviewGroup>
        {images.map((src, i) => (
          <Image
            key={src}
            src={src}
            alt={t('imageAlt', { n: i + 1, name: author })}
            rootClassName={styles.imageCell}
            className={styles.image}
          />
        ))}
      </Image.PreviewGroup>
    </div>
  );
}
