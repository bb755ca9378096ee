import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { publicFileOrigins } from './storage-config';

const bucket = {
  STORAGE_DRIVER: 's3',
  S3_ENDPOINT: 'https://oss-cn-hangzhou.aliyuncs.com',
  S3_REGION: 'oss-cn-hangzhou',
  S3_BUCKET: 'atelier-files',
  S3_ACCESS_KEY_ID: 'LTAI5tExample',
  S3_SECRET_ACCESS_KEY: 'a-secret',
};

describe('the storage configuration', () => {
  it('keeps files under DATA_DIR unless told otherwise', () => {
    expect(loadConfig({}).storage).toEqual({ driver: 'local' });
  });

  it('reads an S3-compatible bucket, its CDN without a trailing slash', () => {
    const config = loadConfig({ ...bucket, S3_PUBLIC_URL: 'https://img.example.com/shop/' });
    expect(config.storage).toEqual({
      driver: 's3',
      endpoint: 'https://oss-cn-hangzhou.aliyuncs.com',
      region: 'oss-cn-hangzhou',
      bucket: 'atelier-files',
      accessKeyId: 'LTAI5tExample',
      secretAccessKey: 'a-secret',
      forcePathStyle: false,
      publicUrl: 'https://img.example.com/shop',
    });
    expect(publicFileOrigins(config.storage)).toEqual(['https://img.example.com']);
    expect(publicFileOrigins(loadConfig(bucket).storage)).toEqual([]);
  });

  it('refuses a bucket without its name or keys, naming each missing variable', () => {
    const { S3_BUCKET: _bucket, S3_SECRET_ACCESS_KEY: _secret, ...partial } = bucket;
    expect(() => loadConfig(partial)).toThrow(
      /S3_BUCKET: required when STORAGE_DRIVER is s3\n {2}S3_SECRET_ACCESS_KEY: required/,
    );
    expect(() => loadConfig({ STORAGE_DRIVER: 'nfs' })).toThrow(/STORAGE_DRIVER/);
    expect(() => loadConfig({ ...bucket, S3_PUBLIC_URL: 'img.example.com' })).toThrow(
      /S3_PUBLIC_URL/,
    );
  });
});
