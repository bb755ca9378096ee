import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ActionName } from '@atelier/contract/routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { callAction } from '@/shared/api/call-action';
import type { CartLine } from '@/shared/cart/cart-query';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { CartBadge } from './cart-badge';

vi.mock('@/shared/api/call-action', () => ({ callAction: vi.fn() }));

function cartOf(...quantities: number[]): CartLine[] {
  return quantities.map(
    (quantity, index) => ({ id: index + 1, product_id: index + 1, quantity }) as CartLine,
  );
}

function serve(lines: CartLine[]) {
  vi.mocked(callAction).mockImplementation(((name: ActionName) =>
    name === 'buyCarList'
      ? Promise.resolve(lines)
      : Promise.reject(new Error(`unexpected ${name}`))) as typeof callAction);
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
  vi.mocked(callAction).mockReset();
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
    expect(callAction).not.toHaveBeenCalled();
  });
});
