import { Button } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AVATAR_ACCEPT,
  AVATAR_MAX_MB,
  avatarProblem,
  type AvatarProblem,
} from '../lib/profile-rules';
import { accountNamespace } from '../locales/register';
import styles from './avatar-picker.module.css';
import { UserAvatar } from './user-avatar';

export interface PickedAvatar {
  file: File;
  url: string;
}

export interface AvatarPickerProps {
  current: { avatar: string; avatarText: string; name: string };
  picked: PickedAvatar | null;
  onPick: (picked: PickedAvatar | null) => void;
  disabled?: boolean;
}

/** Choose a picture and see it before saving; the browser checks type and size first. */
export function AvatarPicker({ current, picked, onPick, disabled }: AvatarPickerProps) {
  const { t } = useTranslation(accountNamespace);
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<AvatarProblem | null>(null);
  const hintId = useId();

  // The preview's object URL lives as long as it is shown.
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const previous = shown.current;
    shown.current = picked?.url ?? null;
    if (previous && previous !== shown.current) URL.revokeObjectURL(previous);
  }, [picked]);
  useEffect(
    () => () => {
      if (shown.current) URL.revokeObjectURL(shown.current);
      shown.current = null;
    },
    [],
  );

  const choose = (file: File | undefined) => {
    if (!file) return;
    const found = avatarProblem(file);
    setProblem(found);
    if (!found) onPick({ file, url: URL.createObjectURL(file) });
  };

  return (
    <div className={styles.picker}>
      <UserAvatar
        avatar={picked?.url ?? current.avatar}
        avatarText={current.avatarText}
        alt={t('center.avatarAlt', { name: current.name })}
        className={styles.preview}
      />
      <div className={styles.side}>
        <div className={styles.actions}>
          <Button onClick={() => input.current?.click()} disabled={disabled}>
            {picked || current.avatar ? t('profile.avatarChange') : t('profile.avatarChoose')}
          </Button>
          {picked && (
            <Button
              type="text"
              onClick={() => {
                setProblem(null);
                onPick(null);
              }}
              disabled={disabled}
            >
              {t('profile.avatarReset')}
            </Button>
          )}
        </div>
        <input
          ref={input}
          className="visually-hidden"
          type="file"
          accept={AVATAR_ACCEPT}
          aria-label={t('profile.avatarFile')}
          aria-describedby={hintId}
          tabIndex={-1}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            // Choosing the same file again should still count as a choice.
            event.target.value = '';
          }}
        />
        {problem ? (
          <p className={styles.error} role="alert">
            {t(`profile.${problem}`, { mb: AVATAR_MAX_MB })}
          </p>
        ) : picked ? (
          <p className={styles.pending}>{t('profile.avatarPending')}</p>
        ) : null}
        <p id={hintId} className={styles.hint}>
          {t('profile.avatarHint', { mb: AVATAR_MAX_MB })}
        </p>
      </div>
    </div>
  );
}
