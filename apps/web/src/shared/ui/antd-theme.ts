import type { Lang } from '@atelier/contract/codes';
import type { ConfigProviderProps } from 'antd';
import { configProviderProps } from './antd-config';
import { prefersReducedMotion } from '@/shared/lib/reduced-motion';
import { fontFamilies } from './font-families';

type Theme = NonNullable<ConfigProviderProps['theme']>;

const themes = new Map<Lang, Theme>();

/** antd's theme in a language: the shared tokens with that language's font stack. */
export function antdTheme(lang: Lang): Theme {
  let theme = themes.get(lang);
  if (!theme) {
    const { token } = configProviderProps.theme;
    // One object per language, so a render does not hand antd a new theme to work out. antd's
    // motion is off for a reader who asked for less: its popups otherwise wait on transitions
    // the reduced-motion styles take away (global.css).
    theme = {
      ...configProviderProps.theme,
      token: { ...token, fontFamily: fontFamilies[lang], motion: !prefersReducedMotion() },
    };
    themes.set(lang, theme);
  }
  return theme;
}
