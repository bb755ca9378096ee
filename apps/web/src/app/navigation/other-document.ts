import { redirectDocument, type LoaderFunctionArgs } from 'react-router';

/**
 * The shop and the console are two apps, each with its own document and files (vite.config.ts):
 * a path that belongs to the other one is loaded as a new document, which the server answers
 * with that app's page.
 */
export function loadOtherDocument({ request }: LoaderFunctionArgs) {
  const { pathname, search, hash } = new URL(request.url);
  return redirectDocument(pathname + search + hash);
}
