import { afterEach, describe, expect, it, vi } from 'vitest';

/** A window whose reader has (or has not) asked their system for less motion. */
function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('antd theme and reduced motion', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('turns antd motion off for a reader who asked for less motion', async () => {
    preferReducedMotion(true);
    const { antdTheme } = await import('./antd-theme');
    expect(antdTheme('en').token?.motion).toBe(false);
    expect(antdTheme('zh-cn').token?.motion).toBe(false);
  });

  it('keeps antd motion for everyone else', async () => {
    preferReducedMotion(false);
    const { antdTheme } = await import('./antd-theme');
    expect(antdTheme('en').token?.motion).toBe(true);
  });
});
