import { LoadingOutlined } from '@ant-design/icons';
import type { AppProps, ConfigProviderProps } from 'antd';
import { createElement } from 'react';

/** The site's fixed header (`--header-height` in global.css). */
const headerHeight = 58;

/**
 * Interface defaults of spec section 9, in antd's units (durations in seconds). Messages and
 * notifications keep their 16 px offset from the fixed header's lower edge, not the window's,
 * so they never cover its controls.
 */
export const uiDefaults = {
  message: { duration: 3, top: headerHeight + 16 },
  notification: { duration: 4.5, placement: 'topRight', top: headerHeight + 16 },
  badgeOverflow: 99,
  loadingCloseDelayMs: 400,
  zIndexBase: 2000,
} as const;

/** Ink and paper: a near-black accent that leaves the colour to the artworks. */
export const themeTokens = {
  colorPrimary: '#1f1f1f',
  colorLink: '#1f1f1f',
  colorInfo: '#1f1f1f',
  // Hints, counters and waiting steps: antd's grey is 3.4:1 on white; the site's --ink-3 is 5:1.
  colorTextDescription: '#6e6e73',
  // A red button's white text (cancelling an account): antd's red is 3.3:1 behind it; this one 5.6:1.
  colorError: '#cf1322',
  borderRadius: 4,
  zIndexPopupBase: uiDefaults.zIndexBase,
} as const;

export const configProviderProps = {
  theme: { token: themeTokens },
  // antd's own spinner grows and shrinks, and is taken out of the button only when that shrinking
  // ends; when a write finishes before the growing has begun, no transition runs, and the button
  // keeps an invisible spinner and is named "loading Send" to a screen reader for good. A spinner
  // of our giving is shown and removed at once.
  button: { loadingIcon: createElement(LoadingOutlined) },
} satisfies ConfigProviderProps;

export const appProps = {
  message: { ...uiDefaults.message },
  notification: { ...uiDefaults.notification },
} satisfies AppProps;
