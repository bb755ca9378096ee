import type { EnvValues } from '../config';
import type { S3Settings } from './s3-storage';

export type StorageConfig = { driver: 'local' } | ({ driver: 's3' } & S3Settings);

/** STORAGE_DRIVER and, for `s3`, the bucket and its keys; refused with the variable's name. */
export function loadStorageConfig(e: EnvValues): StorageConfig {
  if (e.STORAGE_DRIVER === 'local') return { driver: 'local' };
  const bucket = e.S3_BUCKET;
  const accessKeyId = e.S3_ACCESS_KEY_ID;
  const secretAccessKey = e.S3_SECRET_ACCESS_KEY;
  if (!bucket || !accessKeyId || !secretAccessKey) {
    const missing = Object.entries({
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    }).filter(([, value]) => !value);
    throw new Error(
      `Invalid configuration:\n  ${missing.map(([name]) => `${name}: required when STORAGE_DRIVER is s3`).join('\n  ')}`,
    );
  }
  return {
    driver: 's3',
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    bucket,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}

/** Origins other than the shop's own that pages load pictures from: the CDN, when there is one. */
export function publicFileOrigins(config: StorageConfig): string[] {
  return config.driver === 's3' && config.publicUrl ? [new URL(config.publicUrl).origin] : [];
}
