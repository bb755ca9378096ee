import type { FileStorage } from './file-storage';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';
import type { StorageConfig } from './storage-config';

/** The store `STORAGE_DRIVER` names; `DATA_DIR` is the local one's root. */
export function createStorage(config: StorageConfig, dataDir: string): FileStorage {
  return config.driver === 's3' ? s3Storage(config) : localStorage(dataDir);
}
