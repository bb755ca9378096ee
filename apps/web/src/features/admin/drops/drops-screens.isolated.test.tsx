import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ActionOutput } from '@atelier/contract';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RequestError } from '@/shared/api/request-error';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { expectConsoleError } from '@/shared/testing/console-errors';
import { fakeApi } from '@/shared/testing/fake-api';
import DropScreen from './drop-screen';
import DropsScreen from './drops-screen';

type Drop = ActionOutput<'dropGet'>;

const drop: Drop = {
  id: 4,
  product: { id: 31, name: 'Ink edition', product_no: 'ATL-0031' },
  stage: 'closed',
  quantity: 2,
  entries_open_at: '2026-12-01T02:00:00.000Z',
  entries_close_at: '2026-12-03T02:00:00.000Z',
  purchase_hours: 24,
  leftover_to_sale: true,
  gates: [{ kind: 'group_member', target_id: 5, label: 'Members of “Ink & Paper”' }],
  commitment: 'c0ffee'.repeat(10) + 'c0ff',
  entry_count: 3,
  sold_count: 0,
  holding_count: 0,
  drawn_at: null,
  created_at: '2026-11-20T02:00:00.000Z',
  updated_at: '2026-11-20T02:00:00.000Z',
  proof: null,
};

const entry = {
  id: 12,
  user: { id: 8, username: 'lin', mobile: '138****0001' },
  name: '林*',
  state: 'entered' as const,
  place: null,
  buy_by: null,
  order_no: null,
  entered_at: '2026-12-02T04:30:00.000Z',
};

function renderAt(at: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/admin/drops" element={<DropsScreen />} />
          <Route path="/admin/drop" element={<DropScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  setLang('en');
  useSession.setState({ token: 'tok-editor' });
});

afterEach(() => {
  useSession.getState().logout();
});

describe('the drops console', () => {
  it('lists drops by the stage the address names, with their windows in Beijing time', async () => {
    fakeApi.answer('dropList', { list: [drop], total: 1, page: 1, limit: 20 });
    renderAt('/admin/drops?stage=closed');
    const link = await screen.findByRole('link', { name: '#4 Ink edition' });
    expect(link.getAttribute('href')).toBe('/admin/drop?id=4');
    const table = screen.getByRole('table');
    expect(within(table).getByText('Closed, not drawn')).toBeTruthy();
    expect(within(table).getByText('2026-12-01 10:00')).toBeTruthy();
    expect(within(table).getByText('Members of “Ink & Paper”')).toBeTruthy();
    expect(fakeApi.calls).toHaveBeenCalledWith(
      'dropList',
      { stage: 'closed', page: 1, limit: 20 },
      expect.anything(),
    );
  });

  it('says a drop the server does not know is not found, with the way back, and offers a retry only when the load failed', async () => {
    fakeApi.refuse(
      'dropGet',
      new RequestError('This drop does not exist', { code: 404, shown: true }),
    );
    const { unmount } = renderAt('/admin/drop?id=99');
    expect(await screen.findByText('This drop does not exist, or was deleted.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All drops' }).getAttribute('href')).toBe(
      '/admin/drops',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    unmount();

    fakeApi.refuse('dropGet', new RequestError('Network error', { code: 0, shown: true }));
    renderAt('/admin/drop?id=99');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText('This drop does not exist, or was deleted.')).toBeNull();
  });

  it('runs the draw of a closed drop by hand once confirmed, and lists its entries', async () => {
    let current = drop;
    fakeApi.on('dropGet', () => current);
    fakeApi.answer('dropEntries', { list: [entry], total: 1, page: 1, limit: 50 });
    fakeApi.on('dropDraw', () => {
      current = { ...drop, stage: 'drawn', drawn_at: '2026-12-03T02:05:00.000Z' };
      return current;
    });
    renderAt('/admin/drop?id=4');

    expect(await screen.findByText('lin')).toBeTruthy();
    expect(screen.getByText('138****0001')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Run the draw now' }));
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Run the draw now' }));

    expect(await screen.findByText('2026-12-03 10:05')).toBeTruthy();
    expect(fakeApi.inputsOf('dropDraw')).toEqual([{ id: 4 }]);
    // Drawn: nothing more to edit.
    expect(screen.getByText('Drawn')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('edits an upcoming drop’s windows on the shop’s clock and sends them with its offset', async () => {
    // The purchase window's unit is an addon antd 6 deprecates (a matter of its own).
    expectConsoleError(/`addonAfter` is deprecated/);
    fakeApi.answer('dropGet', { ...drop, stage: 'upcoming', entry_count: 0 });
    fakeApi.answer('dropEntries', { list: [], total: 0, page: 1, limit: 50 });
    fakeApi.on('dropSave', () => ({ ...drop, stage: 'upcoming' }));
    renderAt('/admin/drop?id=4');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));

    const dialog = await screen.findByRole('dialog');
    const opens = within(dialog).getByLabelText('Entries open') as HTMLInputElement;
    const closes = within(dialog).getByLabelText(
      'Entries close (the draw runs)',
    ) as HTMLInputElement;
    // Beijing's wall clock, whatever the zone the browser runs in.
    expect(opens.type).toBe('datetime-local');
    expect(opens.value).toBe('2026-12-01T10:00');
    expect(closes.value).toBe('2026-12-03T10:00');
    // The close is offered from the opening on, and refused before it.
    expect(closes.min).toBe('2026-12-01T10:00');
    fireEvent.change(closes, { target: { value: '2026-11-30T09:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The close must come after the opening')).toBeTruthy();
    expect(fakeApi.inputsOf('dropSave')).toEqual([]);

    fireEvent.change(closes, { target: { value: '2026-12-04T21:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fakeApi.inputsOf('dropSave')).toHaveLength(1));
    expect(fakeApi.inputsOf('dropSave')[0]).toMatchObject({
      id: 4,
      entries_open_at: '2026-12-01T10:00:00+08:00',
      entries_close_at: '2026-12-04T21:30:00+08:00',
    });
  });
});
