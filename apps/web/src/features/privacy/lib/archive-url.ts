import type { Lang } from '@atelier/contract';
import { DATA_ARCHIVE_PATH } from '@atelier/contract/privacy-codes';
import { appConfig } from '@/shared/config/app-config';

/** Where the browser downloads the archive a ticket opens, in the page's language. */
export function archiveUrl(ticket: string, lang: Lang): string {
  const query = new URLSearchParams({ ticket, lang });
  return `${appConfig.apiBase}${DATA_ARCHIVE_PATH}?${query.toString()}`;
}
