// @vitest-environment node
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressibleFiles, precompress } from './precompress.mjs';

let dist = '';

beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), 'postbuild-'));
  await mkdir(join(dist, 'static'));
  await mkdir(join(dist, '.vite'));
  const text = 'export const art = "light";\n'.repeat(200);
  for (const name of ['index.html', 'favicon.svg', 'static/a.js', 'static/a.css', 'data.json']) {
    await writeFile(join(dist, name), text);
  }
  await writeFile(join(dist, 'static/font.woff2'), 'binary');
  await writeFile(join(dist, '.vite/manifest.json'), '{}');
});

afterEach(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe('precompress', () => {
  it('picks js, css, svg, html and json files, outside Vite’s own folder', async () => {
    const files = (await compressibleFiles(dist)).map((path) => path.slice(dist.length + 1));
    expect(files.sort()).toEqual(
      ['data.json', 'favicon.svg', 'index.html', 'static/a.css', 'static/a.js'].sort(),
    );
  });

  it('writes gzip and brotli siblings that unpack to the original', async () => {
    const path = join(dist, 'static/a.js');
    await precompress(path);
    const original = await readFile(path);
    expect(gunzipSync(await readFile(`${path}.gz`))).toEqual(original);
    expect(brotliDecompressSync(await readFile(`${path}.br`))).toEqual(original);
    expect((await readFile(`${path}.br`)).length).toBeLessThan(original.length / 10);
  });

  it('does not compress its own output when run again', async () => {
    for (const path of await compressibleFiles(dist)) await precompress(path);
    const again = await compressibleFiles(dist);
    expect(again.some((path) => /\.(gz|br)$/.test(path))).toBe(false);
    expect((await readdir(join(dist, 'static'))).sort()).toEqual(
      ['a.css', 'a.css.br', 'a.css.gz', 'a.js', 'a.js.br', 'a.js.gz', 'font.woff2'].sort(),
    );
  });
});
