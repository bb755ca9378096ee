import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ActionOutput } from '@atelier/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import { RoleModal } from './role-modal';

type Customers = ActionOutput<'customerList'>;
type Customer = Customers['list'][number];

function page(names: string[]): Customers {
  const list = names.map(
    (name, index) =>
      ({ id: index + 1, nickname: name, username: name, mobile: `1390000000${index}` }) as Customer,
  );
  return { list, total: list.length, page: 1, limit: 10 };
}

beforeEach(() => {
  setLang('en');
  useSession.setState({ token: 'tok-admin' });
});

afterEach(() => {
  useSession.getState().logout();
});

describe('granting a staff role', () => {
  it('offers no account found for the words typed before while the new words are looked up', async () => {
    let answer: (customers: Customers) => void = () => undefined;
    fakeApi.on('customerList', (input) =>
      input.keyword === 'li'
        ? page(['lina', 'liwei'])
        : new Promise<Customers>((resolve) => (answer = resolve)),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RoleModal open onClose={() => undefined} />
      </QueryClientProvider>,
    );
    const box = screen.getByRole('combobox', { name: 'Account' });
    fireEvent.mouseDown(box);
    fireEvent.change(box, { target: { value: 'li' } });
    expect(await screen.findByText('liwei (@liwei · 13900000001)')).toBeTruthy();

    fireEvent.change(box, { target: { value: 'lin' } });
    await expect.poll(() => screen.queryByText('liwei (@liwei · 13900000001)')).toBeNull();

    answer(page(['lina']));
    expect(await screen.findByText('lina (@lina · 13900000000)')).toBeTruthy();
  });
});
