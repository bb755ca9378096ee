import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sendApiNotFound } from './errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The build's copies of index.html for single pages (pages/GLOBALSHOP.html for /GLOBALSHOP):
 * they announce that page's code up front instead of /about's. By path, as the browser asks;
 * a section's copy (pages/admin.html) answers the paths below it as well.
 */
function pageDocuments(webDist: string): Map<string, string> {
  const dir = path.join(webDist, 'pages');
  const documents = new Map<string, string>();
  if (!existsSync(dir)) return documents;
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const page = file.slice(0, -'.html'.length).split(path.sep).join('/');
    documents.set(`/${page}`, `pages/${page}.html`);
  }
  return documents;
}

/** The picture a page path opens on, when the server can tell before the page's code runs. */
export type LeadImage = (pathname: string, query: URLSearchParams) => Promise<string | undefined>;

/**
 * Serves the built SPA: hashed files under /static forever, everything else revalidated, and
 * every unknown non-API GET answered with index.html (or the page's own copy of it) so the
 * SPA's router decides (its 404 too).
 */
export const webPlugin = fp<{ webDist: string | undefined; leadImage?: LeadImage }>(
  async (app, { webDist, leadImage }) => {
    const hasSpa = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
    const documents = hasSpa ? pageDocuments(webDist) : new Map<string, string>();
    if (webDist !== undefined && !hasSpa) {
      app.log.warn({ webDist }, 'no built web app found: serving the API only (run npm run build)');
    }
    if (hasSpa) {
      await app.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        wildcard: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders(reply, filePath) {
          const hashed = filePath.includes(`${path.sep}static${path.sep}`);
          reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
        },
      });
    }
    app.setNotFoundHandler(async (request, reply) => {
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      if (
        !hasSpa ||
        request.url.startsWith('/api/') ||
        request.url.startsWith('/uploads/') ||
        !isPage
      ) {
        return sendApiNotFound(request, reply);
      }
      reply.header('cache-control', 'no-cache');
      const [pathname = '', search = ''] = request.url.split('?', 2);
      // The browser fetches the page's largest picture while the page's code downloads, instead
      // of after it has run and asked for the data that names it.
      const image = await leadImage?.(pathname, new URLSearchParams(search));
      if (image?.startsWith('/uploads/')) {
        reply.header('link', `<${encodeURI(image)}>; rel=preload; as=image; fetchpriority=high`);
      }
      // A document for /admin serves the console's every screen below it too.
      const section = `/${pathname.split('/')[1] ?? ''}`;
      return reply.sendFile(documents.get(pathname) ?? documents.get(section) ?? 'index.html');
    });
  },
  { name: 'web' },
);
