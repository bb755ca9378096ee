import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { registerAccount, useToken } from './accounts';

interface ManifestChunk {
  file: string;
  css?: string[];
}

/** The files a build's manifest lists, scripts and styles. */
function builtFiles(name: string): Set<string> {
  const manifest = JSON.parse(
    readFileSync(path.join(process.cwd(), 'apps/web/dist/.vite', name), 'utf8'),
  ) as Record<string, ManifestChunk>;
  return new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));
}

/**
 * What only the console uses: the console is built apart (vite.config.ts), so every file of its
 * build less those the shop's build wrote as well (a module both use, byte for byte the same).
 */
function consoleOnlyFiles(): Set<string> {
  const shop = builtFiles('manifest.json');
  return new Set(
    [...builtFiles('console-manifest.json')]
      .filter((file) => !shop.has(file))
      .map((file) => `/${file}`),
  );
}

test('customer pages download not one file of the console', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const consoleFiles = consoleOnlyFiles();
  // The console's files, antd's among them, are in the set, so the check below can fail.
  expect(consoleFiles.size).toBeGreaterThan(10);

  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await useToken(context, (await registerAccount(request)).token, baseURL ?? '');
  for (const at of ['/about', '/GLOBALSHOP', '/PointsMall', '/news', '/myCenter', '/myOrder']) {
    await page.goto(at);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
  expect(fetched.filter((file) => file.startsWith('/static/')).length).toBeGreaterThan(5);
  expect(fetched.filter((file) => consoleFiles.has(file))).toEqual([]);
});
