import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FileStorage } from '../../storage/file-storage';

const PDF_MAGIC = Buffer.from('%PDF-');
const NAME_MAX = 100;

/** A PDF says so in its first bytes, whatever its file name or declared type claims. */
export function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
}

/**
 * The client's file name as safe text to show back: no folders, control or direction-override
 * characters, nor characters file systems refuse, and at most 100 characters.
 */
export function sanitizeFileName(name: string): string {
  const base = name.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!clean) return 'resume.pdf';
  return [...clean].slice(0, NAME_MAX).join('');
}

/**
 * Résumés as private files under `resumes/`, apart from the public pictures, so no URL reaches
 * them. Names are random; the row that owns a file keeps the name the applicant gave.
 */
export function resumeStore(files: FileStorage) {
  const keyOf = (file: string) => `resumes/${path.basename(file)}`;
  return {
    async save(bytes: Buffer): Promise<string> {
      const file = `${randomBytes(16).toString('hex')}.pdf`;
      await files.put(keyOf(file), bytes, 'application/pdf');
      return file;
    },

    /** A stored file to stream, or undefined when it is gone from the store. */
    async open(file: string) {
      return files.open(keyOf(file));
    },

    async remove(file: string): Promise<void> {
      await files.remove(keyOf(file));
    },
  };
}
export type ResumeStore = ReturnType<typeof resumeStore>;
