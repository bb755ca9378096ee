import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ActionOutput } from '@atelier/contract';
import { Button, Input } from 'antd';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import { useListQuery } from './list-query';
import { ListScreen } from './list-screen';

type Page = ActionOutput<'customerList'>;
const TIMEOUT = 20_000;

/** 45 customers whose names carry the keyword asked for and their place in the list. */
function customers({
  keyword = 'all',
  page = 1,
}: {
  keyword?: string;
  page?: number | string;
}): Page {
  page = Number(page);
  const first = (page - 1) * 20;
  const list = Array.from({ length: Math.min(20, 45 - first) }, (_, index) => ({
    id: first + index + 1,
    nickname: `${keyword} ${first + index + 1}`,
  }));
  return { list, total: 45, page, limit: 20 } as unknown as Page;
}

/**
 * A list as a console screen builds one, with the address shown beside it and a back button; a
 * panel's list names its filters and page with a prefix.
 */
function CustomerList({ prefix }: { prefix?: string }) {
  const list = useListQuery(
    'customerList',
    (search) => ({ keyword: search.get('keyword') || undefined }),
    { prefix },
  );
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="address">{location.search}</output>
      <Button onClick={() => void navigate(-1)}>Back</Button>
      <ListScreen<Page['list'][number]>
        list={list}
        rowKey="id"
        filters={
          <Input.Search
            key={list.filterKey}
            aria-label="Keyword"
            defaultValue={list.filters.keyword}
            onSearch={(keyword) => list.setFilters({ keyword: keyword || undefined })}
          />
        }
        columns={[{ title: 'Name', dataIndex: 'nickname' }]}
      />
    </>
  );
}

function renderAt(at: string, prefix?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <CustomerList prefix={prefix} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const address = () => screen.getByTestId('address').textContent;
const pager = () => screen.getByRole('navigation', { name: 'Pages' });
const activePage = () => pager().querySelector('[aria-current="page"]')?.textContent;

beforeEach(() => {
  setLang('en');
  useSession.setState({ token: 'tok-admin' });
  fakeApi.on('customerList', (input) => customers(input));
});

afterEach(() => {
  useSession.getState().logout();
  setLang('zh-cn');
});

describe('ListScreen', () => {
  it(
    'keeps the page and the filter in the address, a new filter starting again at page 1',
    async () => {
      renderAt('/admin/customers');
      expect(await screen.findByText('all 1')).toBeTruthy();
      expect(address()).toBe('');

      fireEvent.click(within(pager()).getByRole('button', { name: 'Page 2' }));
      expect(await screen.findByText('all 21')).toBeTruthy();
      expect(address()).toBe('?page=2');
      expect(fakeApi.inputsOf('customerList').at(-1)).toEqual({ page: 2, limit: 20 });

      const keyword = screen.getByRole('searchbox', { name: 'Keyword' });
      fireEvent.change(keyword, { target: { value: 'ann' } });
      fireEvent.keyDown(keyword, { key: 'Enter', code: 'Enter', keyCode: 13 });
      expect(await screen.findByText('ann 1')).toBeTruthy();
      expect(address()).toBe('?keyword=ann');
      expect(activePage()).toBe('1');

      // Back returns to the second page of the whole list.
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      expect(await screen.findByText('all 21')).toBeTruthy();
      expect(address()).toBe('?page=2');
      expect(activePage()).toBe('2');
      expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Keyword' }).value).toBe('');
    },
    TIMEOUT,
  );

  it(
    'opens at the page and the filter its address names',
    async () => {
      renderAt('/admin/customers?keyword=ann&page=3');
      expect(await screen.findByText('ann 41')).toBeTruthy();
      expect(fakeApi.inputsOf('customerList')).toEqual([{ keyword: 'ann', page: 3, limit: 20 }]);
      expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Keyword' }).value).toBe(
        'ann',
      );
      await waitFor(() => expect(activePage()).toBe('3'));
    },
    TIMEOUT,
  );

  it(
    'as a panel, names its page and filter with its prefix and keeps the rest of the address',
    async () => {
      renderAt('/admin/customer?id=7&keyword=screen&page=4&tab=points', 'ledger_');
      expect(await screen.findByText('all 1')).toBeTruthy();
      expect(fakeApi.inputsOf('customerList')).toEqual([{ page: 1, limit: 20 }]);

      fireEvent.click(within(pager()).getByRole('button', { name: 'Page 2' }));
      expect(await screen.findByText('all 21')).toBeTruthy();
      expect(address()).toBe('?id=7&keyword=screen&page=4&tab=points&ledger_page=2');

      const keyword = screen.getByRole('searchbox', { name: 'Keyword' });
      fireEvent.change(keyword, { target: { value: 'ann' } });
      fireEvent.keyDown(keyword, { key: 'Enter', code: 'Enter', keyCode: 13 });
      expect(await screen.findByText('ann 1')).toBeTruthy();
      expect(address()).toBe('?id=7&keyword=screen&page=4&tab=points&ledger_keyword=ann');

      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      expect(await screen.findByText('all 21')).toBeTruthy();
      expect(address()).toBe('?id=7&keyword=screen&page=4&tab=points&ledger_page=2');
      expect(activePage()).toBe('2');
    },
    TIMEOUT,
  );

  it(
    'as a panel, opens at the page and filter its prefixed names ask for',
    async () => {
      renderAt('/admin/customer?id=7&page=9&ledger_keyword=ann&ledger_page=3', 'ledger_');
      expect(await screen.findByText('ann 41')).toBeTruthy();
      expect(fakeApi.inputsOf('customerList')).toEqual([{ keyword: 'ann', page: 3, limit: 20 }]);
      await waitFor(() => expect(activePage()).toBe('3'));
    },
    TIMEOUT,
  );
});
