import { Button } from 'antd';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadedResume } from '../api/upload-resume';
import {
  formatFileSize,
  limits,
  resumeProblem,
  type ResumeProblem,
} from '../lib/application-rules';
import { hiringNamespace } from '../locales/register';
import styles from './resume-picker.module.css';

/** A chosen resume; `uploaded` once the server has it, so a second try does not send it again. */
export interface PickedResume {
  file: File;
  uploaded?: UploadedResume;
}

export interface ResumePickerProps {
  picked: PickedResume | null;
  onPick: (picked: PickedResume | null) => void;
  /** The server's refusal of the file, in its words. */
  refusal?: string | null;
  disabled?: boolean;
  /** Why choosing is not possible yet, e.g. signed out. */
  blockedHint?: string;
}

/** The optional resume: a PDF of at most 10 MB, checked here before it is ever uploaded. */
export function ResumePicker({
  picked,
  onPick,
  refusal,
  disabled = false,
  blockedHint,
}: ResumePickerProps) {
  const { t } = useTranslation(hiringNamespace);
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<ResumeProblem | null>(null);
  const hintId = useId();
  const labelId = useId();
  const blocked = disabled || blockedHint !== undefined;

  const choose = async (file: File | undefined) => {
    if (!file || blocked) return;
    const found = await resumeProblem(file);
    setProblem(found);
    if (!found) onPick({ file });
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    void choose(event.dataTransfer.files[0]);
  };

  const message = problem ? t(`problem.${problem}`, { mb: limits.resumeMb }) : (refusal ?? null);

  return (
    <div
      className={`${styles.picker} ${message ? styles.invalid : ''}`}
      role="group"
      aria-labelledby={labelId}
      onDragOver={(event) => event.preventDefault()}
      onDrop={drop}
    >
      <div className={styles.head}>
        <span className={styles.icon} aria-hidden="true">
          PDF
        </span>
        <div className={styles.words}>
          <p id={labelId} className={styles.label}>
            {t('form.resume')}
          </p>
          <p id={hintId} className={styles.hint}>
            {blockedHint ?? t('form.resumeHint', { mb: limits.resumeMb })}
          </p>
        </div>
        <Button onClick={() => input.current?.click()} disabled={blocked}>
          {picked ? t('form.resumeReplace') : t('form.resumeChoose')}
        </Button>
      </div>
      <input
        ref={input}
        className="visually-hidden"
        type="file"
        accept="application/pdf,.pdf"
        aria-label={t('form.resumeFile')}
        aria-describedby={hintId}
        tabIndex={-1}
        disabled={blocked}
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          // Choosing the same file again should still count as a choice.
          event.target.value = '';
        }}
      />
      {picked ? (
        <div className={styles.file}>
          <span className={styles.fileName}>{picked.file.name}</span>
          <span className={styles.fileSize}>
            {formatFileSize(picked.file.size)}
            {picked.uploaded ? ` · ${t('form.resumeUploaded')}` : ''}
          </span>
          <button
            type="button"
            className={styles.remove}
            aria-label={t('form.resumeRemoveLabel', { name: picked.file.name })}
            disabled={disabled}
            onClick={() => {
              setProblem(null);
              onPick(null);
            }}
          >
            {t('form.resumeRemove')}
          </button>
        </div>
      ) : null}
      {message ? (
        <p className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
