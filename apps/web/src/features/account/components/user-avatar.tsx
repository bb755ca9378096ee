import styles from './user-avatar.module.css';

export interface UserAvatarProps {
  avatar: string;
  avatarText: string;
  /** The accessible name of the picture. */
  alt: string;
  /** Sets the size: width, height and, for the text, font-size. */
  className?: string;
}

/** The avatar picture, or the avatar text in a circle when there is none. */
export function UserAvatar({ avatar, avatarText, alt, className = '' }: UserAvatarProps) {
  return avatar ? (
    <img className={`${styles.avatar} ${className}`} src={avatar} alt={alt} />
  ) : (
    <span className={`${styles.avatar} ${styles.text} ${className}`} role="img" aria-label={alt}>
      {avatarText.slice(0, 2)}
    </span>
  );
}
