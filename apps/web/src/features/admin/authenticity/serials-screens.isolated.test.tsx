import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ActionOutput } from '@atelier/contract';
import { formatSerial, serialFromData } from '@atelier/contract/serial-code';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import BatchScreen from './batch-screen';
import BatchesScreen from './batches-screen';
import LabelsScreen from './labels-screen';

type Batch = ActionOutput<'serialBatchInfo'>;

const batch: Batch = {
  id: 9,
  product: { id: 3, name: 'Fireflies', product_no: 'ATL-0006' },
  quantity: 30,
  note: 'Spring run',
  status: 'active',
  owned_count: 4,
  created_by: 'editor',
  created_at: '2026-03-14T07:30:45.000Z',
  revoked_at: null,
  revoke_reason: '',
  unsold_count: 26,
};
const codes = ['7K3M9QXWTR2BH5C', 'AB12CD34EF56GH7'].map((data) =>
  formatSerial(serialFromData(data)),
);

function renderAt(at: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/admin/serial-batches" element={<BatchesScreen />} />
          <Route path="/admin/serial-batch" element={<BatchScreen />} />
          <Route path="/admin/serial-labels" element={<LabelsScreen />} />
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

describe('the serial batches console', () => {
  it('lists batches by the product and status the address names, each linked to its page', async () => {
    fakeApi.answer('productAdminList', { list: [], total: 0, page: 1, limit: 20 });
    fakeApi.answer('serialBatchList', { list: [batch], total: 1, page: 1, limit: 20 });
    renderAt('/admin/serial-batches?product=3&status=active');
    const link = await screen.findByRole('link', { name: '#9 Fireflies' });
    expect(link.getAttribute('href')).toBe('/admin/serial-batch?id=9');
    const table = screen.getByRole('table');
    expect(within(table).getByText('Live')).toBeTruthy();
    expect(within(table).getByText('Spring run')).toBeTruthy();
    expect(fakeApi.calls).toHaveBeenCalledWith(
      'serialBatchList',
      { product_id: 3, status: 'active', page: 1, limit: 20 },
      expect.anything(),
    );
  });

  it('shows a batch’s counts and serials, and revokes it only with a reason', async () => {
    fakeApi.answer('serialBatchInfo', batch);
    fakeApi.answer('serialBatchSerials', {
      list: [
        {
          id: 1,
          code: codes[0] ?? '',
          edition: { number: 1, total: 30 },
          state: 'owned',
          owner: { id: 7, username: 'linxiaoman', mobile: '138****1234' },
          order_no: '2026031415304512345678',
          activated_at: '2026-03-15T07:30:45.000Z',
          check_count: 3,
          first_checked_at: '2026-03-16T07:30:45.000Z',
        },
      ],
      total: 1,
      page: 1,
      limit: 50,
    });
    fakeApi.answer('serialBatchRevoke', { ...batch, status: 'revoked' });
    renderAt('/admin/serial-batch?id=9');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Batch #9 · Fireflies' }),
    ).toBeTruthy();
    expect(screen.getByText('26')).toBeTruthy();
    // The counts are a table of their own; the serials come last.
    const table = (await screen.findAllByRole('table')).at(-1) ?? document.body;
    expect(await within(table).findByText(codes[0] ?? '')).toBeTruthy();
    expect(within(table).getByText('1 / 30')).toBeTruthy();
    expect(within(table).getByText('Owned')).toBeTruthy();
    expect(within(table).getByText('138****1234')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Label sheet' }).getAttribute('href')).toBe(
      '/admin/serial-labels?id=9',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Revoke batch' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText('Give a reason of 1-200 characters')).toBeTruthy();
    expect(fakeApi.calls).not.toHaveBeenCalledWith('serialBatchRevoke', expect.anything());
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Labels misprinted' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Batch revoked')).toBeTruthy();
    expect(fakeApi.calls).toHaveBeenCalledWith('serialBatchRevoke', {
      id: 9,
      reason: 'Labels misprinted',
    });
  });

  it('prints one label per serial with its code, product and edition', async () => {
    fakeApi.answer('serialBatchLabels', {
      batch,
      labels: codes.map((code, i) => ({
        code,
        edition: { number: i + 1, total: 30 },
        url: `https://shop.example/appraisal?code=${code}`,
      })),
    });
    renderAt('/admin/serial-labels?id=9');
    const sheet = await screen.findByRole('list', { name: 'Label sheet' });
    const labels = within(sheet).getAllByRole('listitem');
    expect(labels).toHaveLength(2);
    expect(labels[1]?.textContent).toBe(`${codes[1]}Fireflies2 / 30`);
    expect(screen.getByRole('button', { name: /Print/ })).toBeTruthy();
  });
});
