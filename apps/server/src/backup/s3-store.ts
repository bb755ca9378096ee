import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  UploadPartCommand,
  type CompletedPart,
  type ListObjectsV2CommandOutput,
} from '@aws-sdk/client-s3';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isBackupName } from './backup-name';
import type { BackupStore, BackupWriter, S3Settings } from './backup-store';
import { MANIFEST_FILE } from './manifest';
import { isMissingObject, s3Client } from '../storage/s3-client';

/**
 * A file larger than this goes up in parts of this size: one request may carry at most 5 GB,
 * and a part that fails is sent again alone.
 */
const PART_BYTES = 64 * 1024 * 1024;

/** Backups as prefixes `<prefix>/atelier-…/` of an S3 bucket. */
export function s3Store(
  location: string,
  target: { bucket: string; prefix: string },
  settings: S3Settings,
  { partBytes = PART_BYTES } = {},
): BackupStore {
  const client = s3Client(settings);
  const { bucket } = target;
  const under = target.prefix ? `${target.prefix}/` : '';
  const keyOf = (name: string, rel: string) => `${under}${name}/${rel}`;

  async function* pages(prefix: string, delimiter?: string) {
    let token: string | undefined;
    do {
      const page: ListObjectsV2CommandOutput = await client.send(
        new ListObjectsV2Command({
          Bucket: bucket,
          Prefix: prefix,
          Delimiter: delimiter,
          ContinuationToken: token,
        }),
      );
      yield page;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async function keysUnder(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    for await (const page of pages(prefix)) {
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
    }
    return keys;
  }

  async function deleteKeys(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000).map((Key) => ({ Key }));
      const out = await client.send(
        new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch, Quiet: true } }),
      );
      if (out.Errors?.length) {
        throw new Error(`could not delete ${out.Errors.map((e) => e.Key).join(', ')}`);
      }
    }
  }

  async function hasManifest(name: string): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(name, MANIFEST_FILE) }));
      return true;
    } catch (err) {
      if (isMissingObject(err)) return false;
      throw err;
    }
  }

  async function upload(key: string, from: string): Promise<number> {
    const { size, mode } = await stat(from);
    // An object has no permissions of its own: a résumé (0600) must not come back readable.
    const Metadata = { mode: (mode & 0o777).toString(8) };
    if (size <= partBytes) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: createReadStream(from),
          ContentLength: size,
          Metadata,
        }),
      );
      return size;
    }
    const { UploadId } = await client.send(
      new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, Metadata }),
    );
    try {
      const parts: CompletedPart[] = [];
      for (let start = 0; start < size; start += partBytes) {
        const end = Math.min(size, start + partBytes);
        const PartNumber = parts.length + 1;
        const { ETag } = await client.send(
          new UploadPartCommand({
            Bucket: bucket,
            Key: key,
            UploadId,
            PartNumber,
            Body: createReadStream(from, { start, end: end - 1 }),
            ContentLength: end - start,
          }),
        );
        parts.push({ ETag, PartNumber });
      }
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket: bucket,
          Key: key,
          UploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
    } catch (err) {
      await client
        .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId }))
        .catch(() => undefined);
      throw err;
    }
    return size;
  }

  return {
    location,
    localDir: undefined,
    async list() {
      const names: string[] = [];
      for await (const page of pages(under, '/')) {
        for (const common of page.CommonPrefixes ?? []) {
          const name = (common.Prefix ?? '').slice(under.length).replace(/\/$/, '');
          if (isBackupName(name)) names.push(name);
        }
      }
      const complete: string[] = [];
      for (const name of names.sort()) if (await hasManifest(name)) complete.push(name);
      return complete;
    },
    async begin(name): Promise<BackupWriter> {
      const workDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-backup-'));
      const written: string[] = [];
      return {
        workDir,
        async put(rel, from) {
          const key = keyOf(name, rel);
          const bytes = await upload(key, from);
          written.push(key);
          return bytes;
        },
        async commit(manifest) {
          await client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: keyOf(name, MANIFEST_FILE),
              Body: manifest,
              ContentType: 'application/json',
            }),
          );
          await rm(workDir, { recursive: true, force: true });
        },
        async abandon() {
          await rm(workDir, { recursive: true, force: true });
          await deleteKeys(written);
        },
      };
    },
    async remove(name) {
      // The manifest first: from then on the rest is no longer a backup, whatever happens.
      await client.send(
        new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(name, MANIFEST_FILE) }),
      );
      await deleteKeys(await keysUnder(`${under}${name}/`));
    },
    async download(name, into) {
      if (!(await hasManifest(name))) {
        throw new Error(
          `${location}/${name} is not a complete backup (it has no ${MANIFEST_FILE})`,
        );
      }
      const prefix = `${under}${name}/`;
      await mkdir(into);
      for (const key of await keysUnder(prefix)) {
        const rel = key.slice(prefix.length);
        const to = path.join(into, ...rel.split('/'));
        if (!to.startsWith(into + path.sep)) throw new Error(`unexpected object ${key}`);
        await mkdir(path.dirname(to), { recursive: true });
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!(out.Body instanceof Readable)) throw new Error(`no body for ${key}`);
        const mode = /^[0-7]{3}$/.test(out.Metadata?.mode ?? '')
          ? Number.parseInt(out.Metadata?.mode ?? '', 8)
          : 0o644;
        await pipeline(out.Body, createWriteStream(to, { flags: 'wx', mode }));
      }
    },
    close() {
      client.destroy();
    },
  };
}
