import { useState } from 'react';
import styles from './artist-avatar.module.css';

export interface ArtistAvatarProps {
  src: string;
  name: string;
  /** The accessible name of the picture. */
  alt: string;
  /** Sets the size: width, height and, for the initial, font-size. */
  className?: string;
}

/** The artist's portrait, or their initial in a circle when there is none or it fails to load. */
export function ArtistAvatar({ src, name, alt, className = '' }: ArtistAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return (
      <img
        className={`${styles.avatar} ${className}`}
        src={src}
        alt={alt}
        loading="lazy"
        onError={() => setFailed(src)}
      />
    );
  }
  return (
    <span className={`${styles.avatar} ${styles.initial} ${className}`} role="img" aria-label={alt}>
      {Array.from(name.trim())[0] ?? ''}
    </span>
  );
}
