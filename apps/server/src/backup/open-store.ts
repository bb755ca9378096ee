import { localStore } from './local-store';
import { parseS3Location, type BackupStore, type S3Settings } from './backup-store';
import { s3Store } from './s3-store';

/** A folder, or `s3://bucket/prefix`. */
export function openBackupStore(location: string, s3: S3Settings): BackupStore {
  const target = parseS3Location(location);
  if (!target) return localStore(location);
  if (!target.bucket) throw new Error(`${location}: an s3:// destination names its bucket`);
  return s3Store(location, target, s3);
}
