import type { S3Connection } from '../storage/s3-client';

/**
 * Where backups are kept: a folder, or a prefix in an S3-compatible object store. A backup
 * counts only once complete: in a folder it is written under a hidden name and renamed; in an
 * object store its manifest is the last object written and the first deleted.
 */
export interface BackupStore {
  /** The destination as given, for messages. */
  readonly location: string;
  /** A folder on this machine, which the backup of DATA_DIR's files must leave out. */
  readonly localDir: string | undefined;
  /** The complete backups' names, oldest first. */
  list(): Promise<string[]>;
  /** Starts writing a backup; nothing of it counts until `commit`. */
  begin(name: string): Promise<BackupWriter>;
  /** Deletes a backup, so that no part left behind looks complete. */
  remove(name: string): Promise<void>;
  /** Copies a complete backup into `into`, a folder that does not exist yet. */
  download(name: string, into: string): Promise<void>;
  close(): void;
}

export interface BackupWriter {
  /** A folder on this machine to make the database copy in; `put` from it costs nothing more. */
  readonly workDir: string;
  /** Adds the local file `from` as `rel` (forward slashes); answers the bytes it holds. */
  put(rel: string, from: string): Promise<number>;
  /** Writes the manifest last and makes the backup count. */
  commit(manifest: string): Promise<void>;
  /** Removes what was written. */
  abandon(): Promise<void>;
}

/** The connection to an S3-compatible object store, from the S3_* variables. */
export type S3Settings = S3Connection;

/** `s3://bucket/prefix` split; undefined for a folder. */
export function parseS3Location(location: string): { bucket: string; prefix: string } | undefined {
  const m = /^s3:\/\/([^/]+)\/?(.*)$/.exec(location);
  if (!m) return undefined;
  return { bucket: m[1] ?? '', prefix: (m[2] ?? '').replace(/\/+$/, '') };
}
