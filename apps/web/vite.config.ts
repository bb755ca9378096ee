import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown, type UserConfig } from 'vite';
import { chunkGroups } from './chunk-groups.ts';
import { consoleChunkGroups, consoleFrame } from './console-chunk-groups.ts';
import { directLibraryImports } from './direct-imports-plugin.ts';
import { regionPinyinTable } from './region-pinyin-plugin.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8081}`;

/**
 * The files lazy modules need before they run: their chunks, the chunks those import, and the
 * CSS of all of them; less what the entry already brings (index.html names those itself).
 */
function chunkFiles(
  bundle: Rolldown.OutputBundle,
  sources: string[],
): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const closure = (fileName: string, into: Set<string>) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || into.has(fileName)) return;
    into.add(fileName);
    for (const imported of chunk.imports) closure(imported, into);
  };
  const entry = new Set<string>();
  for (const chunk of Object.values(bundle)) {
    if (chunk.type === 'chunk' && chunk.isEntry) closure(chunk.fileName, entry);
  }
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.isDynamicEntry) continue;
    const id = chunk.facadeModuleId?.replaceAll('\\', '/') ?? '';
    if (sources.some((source) => id.endsWith(source))) closure(chunk.fileName, scripts);
  }
  for (const file of entry) scripts.delete(file);
  for (const file of scripts) {
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

function preloadTags({ scripts, styles }: { scripts: string[]; styles: string[] }): string[] {
  return [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ];
}

const PRELOADS = /\n\s*<!-- first-page preloads -->[\s\S]*<!-- \/first-page preloads -->/;

/**
 * Lazy pages are discovered only once the entry runs. The modules an app's first page starts
 * with (the shop's layout and /about, where `/` lands; the console's frame) are announced in its
 * document instead, so they download alongside the entry. The pages `pages` lists get their own
 * copy of the document, pages/<path>.html, announcing the modules listed for them instead; the
 * server answers their path, and the paths below it, with it (apps/server web plugin). The list
 * is made when the bundle is written: a dev server never needs it. What each document announces
 * goes to `.vite/<record>` for the build's report of first visits (postbuild).
 */
function preloadFirstPages(
  document: AppDocument,
  pages: () => Promise<Record<string, string[]>>,
): Plugin {
  return {
    name: 'atelier:preload-first-pages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const tags = preloadTags(chunkFiles(ctx.bundle ?? {}, document.announces));
        const block = ['<!-- first-page preloads -->', ...tags, '<!-- /first-page preloads -->'];
        return html.replace('</head>', `  ${block.join('\n    ')}\n  </head>`);
      },
    },
    // After the bundle is written, when the document is final.
    async writeBundle(options, bundle) {
      const written = bundle[document.html];
      if (written?.type !== 'asset' || !options.dir) return;
      const html = String(written.source);
      const documents = await pages();
      for (const [pagePath, sources] of Object.entries(documents)) {
        const files = chunkFiles(bundle, sources);
        const tags = preloadTags(files).join('\n    ');
        const file = path.join(options.dir, `pages${pagePath}.html`);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, html.replace(PRELOADS, `\n    ${tags}`));
      }
      await writeFile(
        path.join(options.dir, '.vite', document.record),
        JSON.stringify({ [document.path]: document.announces, ...documents }),
      );
    },
  };
}

/**
 * The entry's stylesheet (a few kB of base rules) goes into index.html itself: as a separate
 * file it held the first paint back by a round trip, while every page needs it at once.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'atelier:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(
          /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
          (link, fileName: string) => {
            const asset = ctx.bundle?.[fileName];
            if (asset?.type !== 'asset') return link;
            // The disabled link is never fetched; it tells Vite's preload helper that the sheet
            // is on the page, so a lazy chunk sharing the entry's modules does not load it again.
            return `<style>${String(asset.source)}</style>\n    <link rel="stylesheet" href="/${fileName}" disabled>`;
          },
        );
      },
    },
  };
}

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** The shop's document and its entry; the console's is made from them (`consoleDocument`). */
const shopDocument = fileURLToPath(new URL('index.html', import.meta.url));
const consoleDocumentFile = fileURLToPath(new URL('console.html', import.meta.url));
const shopEntry = '<script type="module" src="/src/main.tsx"></script>';
const consoleEntry = '<script type="module" src="/src/console-main.tsx"></script>';

/**
 * One of the two apps' documents: its HTML, the path it stands for, the modules it announces
 * and where the build records what every page's copy announces.
 */
interface AppDocument {
  html: string;
  path: string;
  announces: string[];
  record: string;
}

const shopLayout = 'src/app/layout/app-layout.tsx';
/** A shop page's document announces the layout, the page table and the page's own code. */
const shopPage = (source: string) => [shopLayout, 'src/app/routes/page-routes.ts', source];
const shopApp: AppDocument = {
  html: 'index.html',
  path: '/',
  announces: [shopLayout, 'src/features/site/routes/about.tsx'],
  record: 'page-documents.json',
};

/** The console's document announces its frame; each screen's copy the screen's code too. */
const consoleApp: AppDocument = {
  html: 'console.html',
  path: '/admin',
  announces: consoleFrame,
  record: 'console-documents.json',
};

const shared: UserConfig = {
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 8080,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: { port: 8080, strictPort: true },
  // Absolute, not relative: every path falls back to a document, and a relative base would
  // resolve assets against nested paths such as /admin/orders.
  base: '/',
};

const build = {
  outDir: 'dist',
  assetsDir: 'static',
  target: 'es2022',
} satisfies UserConfig['build'];

/** The shop: every page but the console's, from index.html. */
const shopConfig: UserConfig = {
  ...shared,
  plugins: [
    react(),
    directLibraryImports(),
    regionPinyinTable(),
    preloadFirstPages(shopApp, async () => ({
      '/GLOBALSHOP': shopPage('src/features/shop/routes/mall.tsx'),
      '/artPeripherals': shopPage('src/features/shop/routes/mall.tsx'),
      '/Figure': shopPage('src/features/shop/routes/mall.tsx'),
      '/PointsMall': shopPage('src/features/shop/routes/mall.tsx'),
      '/productDetail': shopPage('src/app/routes/product-page.tsx'),
      '/news': shopPage('src/features/content/routes/content-pages.ts'),
      '/myCenter': [
        ...shopPage('src/features/account/routes/my-center.tsx'),
        'src/shared/ui/antd-root.tsx',
        'src/app/routes/personal-page.tsx',
        'src/features/points/sign-in/sign-in-panel.tsx',
      ],
    })),
    inlineEntryCss(),
    consoleDocument(),
  ],
  build: {
    ...build,
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
};

/**
 * The console, from console.html (made from index.html), built second into the same folder: an app of its own, so the
 * files its screens share are grouped for the console alone (console-chunk-groups.ts) and no
 * customer page ever fetches them.
 */
const consoleConfig: UserConfig = {
  ...shared,
  plugins: [
    consoleDocument(),
    react(),
    directLibraryImports(),
    preloadFirstPages(consoleApp, async () => ({
      '/admin': consoleFrame,
      // Read from the screens' declarations with TypeScript's parser, loaded for a build only.
      ...Object.fromEntries(
        Object.entries(
          (await import('./console-screen-pages.ts')).consoleScreenSources(webRoot),
        ).map(([screen, source]) => [`/admin/${screen}`, [...consoleFrame, source]]),
      ),
    })),
    inlineEntryCss(),
  ],
  build: {
    ...build,
    emptyOutDir: false,
    manifest: '.vite/console-manifest.json',
    rolldownOptions: {
      input: consoleDocumentFile,
      output: { codeSplitting: { groups: consoleChunkGroups } },
    },
  },
};

/**
 * The console's document is index.html with the console's entry in place of the shop's: made
 * from it, never kept as a second copy. The console's build reads it as `console.html`; a dev
 * server answers the console's paths with it, as the server does (apps/server web plugin).
 */
function consoleDocument(): Plugin {
  const document = async () =>
    (await readFile(shopDocument, 'utf8')).replace(shopEntry, consoleEntry);
  return {
    name: 'atelier:console-document',
    enforce: 'pre',
    resolveId: (id) => (id === consoleDocumentFile ? id : null),
    load: (id) => (id === consoleDocumentFile ? document() : null),
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const accepts = request.headers.accept ?? '';
        if (!/^\/admin(\/|\?|$)/.test(request.url ?? '') || !accepts.includes('text/html')) {
          next();
          return;
        }
        document()
          .then((html) => server.transformIndexHtml(request.url ?? '/admin', html))
          .then((html) => {
            response.setHeader('Content-Type', 'text/html');
            response.end(html);
          })
          .catch(next);
      });
    },
  };
}
export default defineConfig(({ command, mode }) => {
  // A build is always a production build, whatever NODE_ENV the shell exports (`NODE_ENV=development
  // npm start` must not ship React's development bundle). Vite reads NODE_ENV after this runs.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return mode === 'console' ? consoleConfig : shopConfig;
});
