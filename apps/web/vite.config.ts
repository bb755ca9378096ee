import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin, type UserConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8081}`;

/**
 * Libraries every page needs, split out so they stay cached across deploys of page code.
 * antd is deliberately absent: letting the bundler split it per route keeps components that
 * only later pages use off the first load of /about.
 */
const vendorGroups = [
  { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
];

/**
 * Lazy pages are discovered only once the entry runs. The layout (every page) and /about (where
 * `/` lands) are announced in index.html instead, so they download alongside the entry.
 */
function preloadFirstPages(sources: string[]): Plugin {
  return {
    name: 'atelier:preload-first-pages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const tags: HtmlTagDescriptor[] = [];
        for (const chunk of Object.values(ctx.bundle ?? {})) {
          if (chunk.type !== 'chunk' || !chunk.isDynamicEntry) continue;
          const id = chunk.facadeModuleId?.replaceAll('\\', '/') ?? '';
          if (!sources.some((source) => id.endsWith(source))) continue;
          tags.push({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          });
          for (const css of chunk.viteMetadata?.importedCss ?? []) {
            tags.push({
              tag: 'link',
              attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${css}` },
              injectTo: 'head',
            });
          }
        }
        return tags;
      },
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
            return `<style>${String(asset.source)}</style>`;
          },
        );
      },
    },
  };
}

const config: UserConfig = {
  plugins: [
    react(),
    preloadFirstPages(['src/app/layout/app-layout.tsx', 'src/features/company/routes/about.tsx']),
    inlineEntryCss(),
  ],
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
  // Absolute, not relative: every path falls back to index.html, and a relative base would
  // resolve assets against nested paths such as /admin/orders.
  base: '/',
  build: {
    outDir: 'dist',
    assetsDir: 'static',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
};

export default defineConfig(({ command }) => {
  // A build is always a production build, whatever NODE_ENV the shell exports (`NODE_ENV=development
  // npm start` must not ship React's development bundle). Vite reads NODE_ENV after this runs.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return config;
});
