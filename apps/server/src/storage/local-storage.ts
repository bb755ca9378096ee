import fastifyStatic from '@fastify/static';
import { createReadStream } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  checkedKey,
  contentTypeOf,
  PUBLIC_PREFIX,
  setPublicFileHeaders,
  type FileStorage,
} from './file-storage';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files on this machine's disk, under `DATA_DIR`: the layout the shop has always had
 * (`uploads/…`, `resumes/…`). Private folders and files are the server's user's alone.
 */
export function localStorage(root: string): FileStorage {
  const fileOf = (key: string) => path.join(root, checkedKey(key));
  const isPublic = (key: string) => key.startsWith(PUBLIC_PREFIX);

  return {
    // Written beside and renamed into place, as an object store does: a reader never sees half a
    // file, and a write cut short (a full disk) leaves none.
    async put(key, bytes) {
      const file = fileOf(key);
      const open = isPublic(key);
      await mkdir(path.dirname(file), { recursive: true, mode: open ? undefined : 0o700 });
      const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
      try {
        await writeFile(partial, bytes, { flag: 'wx', mode: open ? undefined : 0o600 });
        await rename(partial, file);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },

    async read(key) {
      return readFile(fileOf(key)).catch((err: unknown) => {
        if (isMissing(err)) return undefined;
        throw err;
      });
    },

    async open(key) {
      const file = fileOf(key);
      const info = await stat(file).catch((err: unknown) => {
        if (isMissing(err)) return undefined;
        throw err;
      });
      if (!info?.isFile()) return undefined;
      return { size: info.size, contentType: contentTypeOf(key), stream: createReadStream(file) };
    },

    async remove(key) {
      await rm(fileOf(key), { force: true });
    },

    async servePublic(app) {
      const dir = path.join(root, PUBLIC_PREFIX);
      await mkdir(dir, { recursive: true });
      await app.register(fastifyStatic, {
        root: dir,
        prefix: `/${PUBLIC_PREFIX}`,
        decorateReply: false,
        index: false,
        cacheControl: false,
        setHeaders: setPublicFileHeaders,
      });
    },
  };
}
