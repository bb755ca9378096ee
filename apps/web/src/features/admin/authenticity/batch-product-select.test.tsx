import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ActionOutput } from '@atelier/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import { BatchProductSelect } from './batch-product-select';

type Products = ActionOutput<'productAdminList'>;
type Product = Products['list'][number];

function page(names: string[]): Products {
  const list = names.map(
    (name, index) =>
      ({ id: index + 1, name_zh: name, name_en: name, product_no: `ATL-${index}` }) as Product,
  );
  return { list, total: list.length, page: 1, limit: 20 };
}

beforeEach(() => {
  setLang('en');
  useSession.setState({ token: 'tok-editor' });
});

afterEach(() => {
  useSession.getState().logout();
});

describe('the batch product picker', () => {
  it('offers nothing from the words typed before while the new words are looked up', async () => {
    let answer: (products: Products) => void = () => undefined;
    fakeApi.on('productAdminList', (input) =>
      input.keyword
        ? new Promise<Products>((resolve) => (answer = resolve))
        : page(['Moon jar', 'Fireflies']),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <BatchProductSelect placeholder="Search products by name" />
      </QueryClientProvider>,
    );
    const box = screen.getByRole('combobox', { name: 'Product' });
    fireEvent.mouseDown(box);
    expect(await screen.findByText('Moon jar · ATL-0')).toBeTruthy();

    fireEvent.change(box, { target: { value: 'Fire' } });
    // Picking from the old list now would be replaced under the pointer.
    await expect.poll(() => screen.queryByText('Moon jar · ATL-0')).toBeNull();
    expect(screen.queryByText('Fireflies · ATL-1')).toBeNull();

    answer(page(['Fireflies']));
    expect(await screen.findByText('Fireflies · ATL-0')).toBeTruthy();
  });
});
