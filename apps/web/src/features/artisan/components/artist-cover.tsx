import { useState } from 'react';
import styles from './artist-cover.module.css';

/**
 * A cover picture filling its frame; without one, or when it fails to load, the frame keeps a
 * quiet gradient so the layout never shows a broken image.
 */
export function ArtistCover({
  src,
  alt,
  className = '',
  eager = false,
}: {
  src: string;
  alt: string;
  className?: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src !== '' && failed !== src;
  return (
    <div className={`${styles.frame} ${className}`}>
      {shown ? (
        <img
          className={styles.image}
          src={src}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          onError={() => setFailed(src)}
        />
      ) : null}
    </div>
  );
}
