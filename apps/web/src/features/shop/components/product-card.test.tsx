import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { card, renderShop } from '../testing/render-shop';
import { ProductGrid } from './product-card';

/** An IntersectionObserver the test moves: `bringNear()` says every watched frame is in view. */
function stubObserver() {
  const watched: Array<{ notify: IntersectionObserverCallback; target: Element }> = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly notify: IntersectionObserverCallback) {}
      observe(target: Element) {
        watched.push({ notify: this.notify, target });
      }
      disconnect() {}
    },
  );
  return {
    bringNear: () =>
      act(() => {
        for (const { notify, target } of watched) {
          notify(
            [{ isIntersecting: true, target } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
        }
      }),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProductGrid', () => {
  it('shows the first row of pictures at once and the others as the reader nears them', async () => {
    const observer = stubObserver();
    const products = [1, 2, 3, 4, 5, 6].map((id) => card({ id, name: `作品 ${id}` }));
    renderShop(<ProductGrid products={products} label="商品" />);
    const pictures = () =>
      within(screen.getByRole('list', { name: '商品' }))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('img')?.getAttribute('src') ?? null);

    expect(pictures()).toEqual([
      '/uploads/seed/product-1.png',
      '/uploads/seed/product-2.png',
      '/uploads/seed/product-3.png',
      '/uploads/seed/product-4.png',
      null,
      null,
    ]);
    await observer.bringNear();
    expect(pictures()).toEqual(products.map((product) => product.image));
  });
});
