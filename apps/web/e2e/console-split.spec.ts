import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { registerAccount, useToken } from './accounts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const manifest = JSON.parse(
  readFileSync(path.join(process.cwd(), 'apps/web/dist/.vite/manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;
const CONSOLE = 'src/app/layout/console-frame.tsx';

/**
 * The files chunks bring, with what they import and, through `dynamic`, what they load later;
 * `skip` names chunks not to enter.
 */
function closure(roots: string[], dynamic: boolean, skip = new Set<string>()): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || skip.has(key)) return;
    seen.add(key);
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const next of chunk.imports ?? []) visit(next);
    if (dynamic) for (const next of chunk.dynamicImports ?? []) visit(next);
  };
  roots.forEach(visit);
  return files;
}

/**
 * What only the console uses: everything it brings, less what the site's own pages (every
 * entry other than the console) bring.
 */
function consoleOnlyFiles(): Set<string> {
  // The console's lazy parts: its frame and the screens it loads, however deep.
  const lazyParts = new Set<string>();
  const pending = [CONSOLE];
  for (let key = pending.pop(); key; key = pending.pop()) {
    if (lazyParts.has(key)) continue;
    lazyParts.add(key);
    pending.push(...(manifest[key]?.dynamicImports ?? []));
  }
  // Everything else that loads on its own: the app's entry and every lazy page of the site.
  const site = Object.entries(manifest)
    .filter(([key, chunk]) => (chunk.isEntry || chunk.isDynamicEntry) && !lazyParts.has(key))
    .map(([key]) => key);
  const shared = closure(site, true, lazyParts);
  return new Set([...closure([CONSOLE], true)].filter((file) => !shared.has(file)));
}

test('customer pages download not one file of the console', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const consoleFiles = consoleOnlyFiles();
  // The console's frame and its screens are all in the set, so the check below can fail.
  expect(consoleFiles.size).toBeGreaterThan(2);
  expect(consoleFiles).toContain(`/${manifest[CONSOLE]?.file}`);

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
