import { lazy } from 'react';
import type { ConsoleScreen } from '../console/screens';

const ItemScreen = lazy(() => import('./content-item-screen'));

/** The studio's site: pages, news and texts, edited by editors and admins. */
export const contentScreens: ConsoleScreen[] = [
  {
    path: 'site-pages',
    permission: 'content',
    menu: 'sitePages',
    Component: lazy(() => import('./site-pages-screen')),
  },
  { path: 'site-page', permission: 'content', within: 'sitePages', Component: ItemScreen },
  {
    path: 'news',
    permission: 'content',
    menu: 'news',
    Component: lazy(() => import('./news-screen')),
  },
  { path: 'news-item', permission: 'content', within: 'news', Component: ItemScreen },
  {
    path: 'rich-texts',
    permission: 'content',
    menu: 'richTexts',
    Component: lazy(() => import('./rich-texts-screen')),
  },
  { path: 'rich-text', permission: 'content', within: 'richTexts', Component: ItemScreen },
];
