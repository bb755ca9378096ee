import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { useShopConfig } from '@/shared/api/get-shop-config';

/** What a route tells about its page: the i18n key (`namespace:key`) of its title. */
export interface PageHandle {
  title: string;
}

/**
 * The document's title: the deepest route's page title in the current language, then the
 * studio's name ("新闻 · 艺术工坊"), so tabs, bookmarks and history tell pages apart. A route
 * without a title, such as the console, is named by the studio alone.
 */
export function usePageTitle(): void {
  const { t } = useTranslation();
  const handle = useMatches().at(-1)?.handle as PageHandle | undefined;
  const page = handle ? t(handle.title) : '';
  const studio = useShopConfig().data?.name ?? '';

  useEffect(() => {
    const title = [page, studio].filter(Boolean).join(' · ');
    if (title) document.title = title;
  }, [page, studio]);
}
