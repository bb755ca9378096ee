import { describe, expect, it, vi } from 'vitest';
import { applyRootFont, rootFontClass } from './root-font';

const fontLoaded = vi.hoisted(() => vi.fn());
vi.mock('@fontsource-variable/jost/wght.css', () => {
  fontLoaded();
  return {};
});

describe('applyRootFont', () => {
  it('puts the English font on the root container in English only, loading it once', async () => {
    const root = document.createElement('div');
    const other = document.createElement('div');

    applyRootFont(root, 'zh-cn');
    expect(root.classList.contains(rootFontClass)).toBe(false);
    expect(fontLoaded).not.toHaveBeenCalled();

    applyRootFont(root, 'en');
    expect(root.classList.contains(rootFontClass)).toBe(true);
    expect(other.classList.contains(rootFontClass)).toBe(false);
    await vi.waitFor(() => expect(fontLoaded).toHaveBeenCalledTimes(1));

    applyRootFont(root, 'zh-cn');
    expect(root.classList.contains(rootFontClass)).toBe(false);
    applyRootFont(root, 'en');
    await Promise.resolve();
    expect(fontLoaded).toHaveBeenCalledTimes(1);
  });
});
