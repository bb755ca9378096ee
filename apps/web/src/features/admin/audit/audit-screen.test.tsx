import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
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
};

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
  it('shows who changed what, from where, with each field before and after', async () => {
    fakeApi.answer('auditList', { list: [shipped], total: 1, page: 1, limit: 20 });
    renderAt('/admin/audit');
    const row = (await screen.findByText('orderShip')).closest('tr');
    if (!row) throw new Error('no row');
    const cells = within(row);
    expect(cells.getByText('Operator')).toBeTruthy();
    expect(cells.getByText('Order #41')).toBeTruthy();
    expect(cells.getByText('undelivered').tagName).toBe('DEL');
    expect(cells.getByText('unreceived').tagName).toBe('INS');
    expect(cells.getByText('SF1234567')).toBeTruthy();
    expect(cells.getByText('10.0.0.8')).toBeTruthy();
  });

  it('starts from the record a page linked from, and filters by who on request', async () => {
    fakeApi.answer('auditList', { list: [], total: 0, page: 1, limit: 20 });
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
