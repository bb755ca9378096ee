import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionOutput } from '@atelier/contract';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import AuditScreen from './audit-screen';

type Trail = ActionOutput<'auditList'>;

const shipped: Trail['list'][number] = {
  id: 7,
  actor_id: 3,
  actor_name: 'operator',
  actor_role: 'operator',
  action: 'orderShip',
  target_type: 'order',
  target_id: '41',
  before: { status: 'undelivered', tracking_no: null },
  after: { status: 'unreceived', tracking_no: 'SF1234567' },
  ip: '10.0.0.8',
  created_at: '2026-11-26T02:30:00.000Z',
  labels: {
    action: 'Shipped order',
    fields: { status: 'Status', tracking_no: 'Tracking number' },
    values: { status: { undelivered: 'To ship', unreceived: 'Shipped' } },
  },
};

const rewritten: Trail['list'][number] = {
  ...shipped,
  id: 8,
  actor_name: 'editor',
  actor_role: 'editor',
  action: 'productSave',
  target_type: 'product',
  target_id: '22',
  before: { description_en: '<p>An old <strong>story</strong></p>' },
  after: { description_en: '<p>A new story, told at length</p>' },
  labels: {
    action: 'Saved product',
    fields: { description_en: 'English description' },
    values: {},
  },
};

const actions = [
  { value: 'orderShip', label: 'Shipped order' },
  { value: 'productSave', label: 'Saved product' },
];

function renderAt(at: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <AuditScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  setLang('en');
  useSession.setState({ token: 'tok-admin' });
});

describe('the audit trail screen', () => {
  it('shows who changed what, from where, with each field before and after in words', async () => {
    fakeApi.answer('auditList', { list: [shipped], total: 1, page: 1, limit: 20 });
    fakeApi.answer('auditActions', actions);
    renderAt('/admin/audit');
    // The action filter lists the same words as options.
    const row = (await screen.findByText('Shipped order', { ignore: 'option' })).closest('tr');
    if (!row) throw new Error('no row');
    const cells = within(row);
    expect(cells.queryByText('orderShip')).toBeNull();
    expect(cells.getByText('Operator')).toBeTruthy();
    expect(cells.getByText('Order #41')).toBeTruthy();
    expect(cells.getByText('Status')).toBeTruthy();
    expect(cells.getByText('Tracking number')).toBeTruthy();
    expect(cells.getByText('To ship').tagName).toBe('DEL');
    expect(cells.getByText('Shipped').tagName).toBe('INS');
    expect(cells.getByText('SF1234567')).toBeTruthy();
    expect(cells.getByText('10.0.0.8')).toBeTruthy();
  });

  it('sums up a rewritten text and opens its two versions rendered', async () => {
    fakeApi.answer('auditList', { list: [rewritten], total: 1, page: 1, limit: 20 });
    fakeApi.answer('auditActions', actions);
    renderAt('/admin/audit');
    const row = (await screen.findByText('Saved product', { ignore: 'option' })).closest('tr');
    if (!row) throw new Error('no row');
    const cells = within(row);
    expect(cells.getByText('English description')).toBeTruthy();
    expect(cells.getByText(/12 → 27 characters of text/)).toBeTruthy();
    expect(row.querySelector('del')).toBeNull();
    expect(row.textContent).not.toContain('<p>');
    fireEvent.click(cells.getByRole('button', { name: 'Compare versions' }));
    const dialog = await screen.findByRole('dialog');
    const before = within(within(dialog).getByRole('region', { name: 'Before' }));
    expect(before.getByText('story').tagName).toBe('STRONG');
    const after = within(within(dialog).getByRole('region', { name: 'After' }));
    expect(after.getByText('A new story, told at length').tagName).toBe('P');
  });

  it('filters by an action chosen from a list of words', async () => {
    fakeApi.answer('auditList', { list: [], total: 0, page: 1, limit: 20 });
    fakeApi.answer('auditActions', actions);
    renderAt('/admin/audit');
    const select = await screen.findByRole('combobox', { name: 'Action' });
    await within(select).findByRole('option', { name: 'Saved product' });
    await userEvent.selectOptions(select, 'Saved product');
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await vi.waitFor(() =>
      expect(fakeApi.calls).toHaveBeenLastCalledWith(
        'auditList',
        expect.objectContaining({ action: 'productSave', page: 1 }),
        expect.anything(),
      ),
    );
  });

  it('filters by the days picked, and shows the days the address keeps', async () => {
    fakeApi.answer('auditList', { list: [], total: 0, page: 1, limit: 20 });
    fakeApi.answer('auditActions', actions);
    renderAt('/admin/audit?from=2026-11-01&to=2026-11-15');
    const dates = await screen.findByRole('group', { name: 'Dates' });
    const from = within(dates).getByLabelText('From') as HTMLInputElement;
    const to = within(dates).getByLabelText('To') as HTMLInputElement;
    expect([from.value, to.value]).toEqual(['2026-11-01', '2026-11-15']);
    await vi.waitFor(() =>
      expect(fakeApi.calls).toHaveBeenCalledWith(
        'auditList',
        expect.objectContaining({ from: '2026-11-01', to: '2026-11-15', page: 1 }),
        expect.anything(),
      ),
    );

    fireEvent.change(to, { target: { value: '2026-11-26' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await vi.waitFor(() =>
      expect(fakeApi.calls).toHaveBeenLastCalledWith(
        'auditList',
        expect.objectContaining({ from: '2026-11-01', to: '2026-11-26', page: 1 }),
        expect.anything(),
      ),
    );

    // One day emptied: no range at all, as antd's range picker cleared.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await vi.waitFor(() =>
      expect(fakeApi.calls).toHaveBeenLastCalledWith(
        'auditList',
        { page: 1, limit: 20 },
        expect.anything(),
      ),
    );
  });

  it('starts from the record a page linked from, and filters by who on request', async () => {
    fakeApi.answer('auditList', { list: [], total: 0, page: 1, limit: 20 });
    fakeApi.answer('auditActions', actions);
    renderAt('/admin/audit?target_type=product&target_id=22');
    await vi.waitFor(() =>
      expect(fakeApi.calls).toHaveBeenCalledWith(
        'auditList',
        expect.objectContaining({ target_type: 'product', target_id: '22', page: 1 }),
        expect.anything(),
      ),
    );
    fireEvent.change(screen.getByLabelText('Who'), { target: { value: 'editor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await vi.waitFor(() =>
      expect(fakeApi.calls).toHaveBeenLastCalledWith(
        'auditList',
        expect.objectContaining({ actor: 'editor', target_type: 'product', page: 1 }),
        expect.anything(),
      ),
    );
  });
});
