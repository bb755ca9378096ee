import type { Lang } from '@atelier/contract/codes';
import { useEffect } from 'react';

export const rootFontClass = 'font-en';

let fontRequested: Promise<unknown> | null = null;

/** Fetches the English display font's stylesheet once; Chinese readers never download it. */
export function loadEnglishFont(): Promise<unknown> {
  fontRequested ??= import('@fontsource-variable/jost/wght.css').catch((error: unknown) => {
    // The system fallback font still reads well; let a later switch try again.
    fontRequested = null;
    console.warn('English font failed to load', error);
  });
  return fontRequested;
}

/** The custom font applies to the root container only, and only in English (spec section 1). */
export function applyRootFont(root: HTMLElement, lang: Lang): void {
  const english = lang === 'en';
  root.classList.toggle(rootFontClass, english);
  if (english) void loadEnglishFont();
}

export function useRootFont(lang: Lang): void {
  useEffect(() => {
    const root = document.getElementById('root');
    if (root) applyRootFont(root, lang);
  }, [lang]);
}
