import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import type { CartLine } from '@/shared/cart/cart-query';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import { CartBadge } from './cart-badge';

function cartOf(...quantities: number[]): CartLine[] {
  return quantities.map(
    (quantity, index) => ({ id: index + 1, product_id: index + 1, quantity }) as CartLine,
  );
}

function serve(lines: CartLine[]) {
  // Any other action is refused by the fake, naming it.
  fakeApi.answer('buyCarList', lines);
}

function renderBadge() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CartBadge />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

beforeEach(() => {
  setLang('en');
});

afterEach(() => useSession.getState().logout());

describe('CartBadge', () => {
  it('counts the units in the cart and links to it', async () => {
    useSession.setState({ token: 'tok' });
    serve(cartOf(2, 3));
    renderBadge();
    const link = await screen.findByRole('link', { name: 'Cart, 5 items' });
    expect(link.getAttribute('href')).toBe('/cart');
    expect(link.textContent).toBe('5');
  });

  it('shows 99+ above 99 units', async () => {
    useSession.setState({ token: 'tok' });
    serve(cartOf(60, 40));
    renderBadge();
    const link = await screen.findByRole('link', { name: 'Cart, 100 items' });
    expect(link.textContent).toBe('99+');
  });

  it('shows no number for an empty cart', async () => {
    useSession.setState({ token: 'tok' });
    serve([]);
    renderBadge();
    const link = await screen.findByRole('link', { name: 'Cart, 0 items' });
    expect(link.textContent).toBe('');
  });

  it('follows the cart when it is invalidated after a change', async () => {
    useSession.setState({ token: 'tok' });
    serve(cartOf(1));
    const client = renderBadge();
    await screen.findByRole('link', { name: 'Cart, 1 item' });
    serve(cartOf(1, 2));
    await client.invalidateQueries({ queryKey: ['buyCarList'] });
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeTruthy();
  });

  it('is absent for a visitor who is not signed in, without asking the server', () => {
    serve(cartOf(1));
    renderBadge();
    expect(screen.queryByRole('link')).toBeNull();
    expect(fakeApi.calls).not.toHaveBeenCalled();
  });
});
