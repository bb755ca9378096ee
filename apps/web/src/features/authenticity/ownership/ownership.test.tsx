import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionOutput } from '@atelier/contract';
import { Code } from '@atelier/contract/codes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '@/shared/api/request-error';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { clickThrice, passClickGuard, useGuardClock } from '@/shared/testing/click-guard';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderWithApp } from '@/shared/testing/render-with-app';
import { MySerials } from './my-serials';
import { OwnerPanel } from './owner-panel';
import { ReportFake } from './report-fake';

const CODE = '7K3M-9QXW-TR2B-H5C9';

const checked: ActionOutput<'qrCode'> = {
  code: CODE,
  status: 'genuine',
  product: { id: 4, name: 'Moon Vase', image: '/img/vase.svg', product_no: 'AT-0004' },
  edition: { number: 3, total: 50 },
  check_count: 2,
  first_checked_at: '2026-11-20T02:00:00.000Z',
  counted: false,
  activated_at: '2026-11-01T02:00:00.000Z',
  revoked_at: null,
  revoke_reason: '',
  mine: true,
  owners: [{ name: 'M***', since: '2026-11-01T02:00:00.000Z', until: null }],
};

function renderIn(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithApp(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/appraisal?code=${CODE}`]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const refusal = (message: string) => new RequestError(message, { code: Code.REFUSED });

beforeEach(() => {
  setLang('en');
  useSession.setState({ token: 'tok-owner' });
});

afterEach(() => {
  vi.useRealTimers();
  useSession.getState().logout();
});

describe('OwnerPanel', () => {
  it('says since when, links the certificate, and shows a transfer code with its minutes', async () => {
    const expires = new Date(Date.now() + 10 * 60_000).toISOString();
    fakeApi.answer('serialTransferCreate', {
      code: CODE,
      transfer_code: '48213907',
      expires_at: expires,
    });
    renderIn(<OwnerPanel serial={checked} onChanged={() => undefined} />);
    expect(screen.getByText('Registered to you since 2026-11-01')).toBeTruthy();
    const certificate = screen.getByRole('link', { name: /Print certificate/ });
    expect(certificate.getAttribute('href')).toBe(`/appraisalCertificate?code=${CODE}`);
    await userEvent.click(screen.getByRole('button', { name: /Transfer to someone/ }));
    const box = await screen.findByTestId('transfer-code');
    expect(within(box).getByText('48213907')).toBeTruthy();
    expect(within(box).getByRole('timer').textContent).toMatch(/^Valid for (10:00|09:5\d), once$/);
    expect(fakeApi.inputsOf('serialTransferCreate')).toEqual([{ code: CODE }]);
  });

  it('shows the server’s refusal and asks the check again', async () => {
    fakeApi.refuse(
      'serialTransferCreate',
      refusal('Serial 7K3M-9QXW-TR2B-H5C9 is not registered to you'),
    );
    const changed = vi.fn();
    renderIn(<OwnerPanel serial={checked} onChanged={changed} />);
    await userEvent.click(screen.getByRole('button', { name: /Transfer to someone/ }));
    expect(await screen.findByText(/is not registered to you/)).toBeTruthy();
    expect(changed).toHaveBeenCalled();
  });
});

describe('MySerials', () => {
  it('lists my serials linking to their check, and receives one with a transfer code', async () => {
    fakeApi.answer('mySerials', {
      list: [
        {
          code: CODE,
          product: checked.product,
          edition: { number: 3, total: 50 },
          since: '2026-11-01T02:00:00.000Z',
          state: 'owned',
          transfer_expires_at: null,
        },
      ],
      total: 1,
      page: 1,
      limit: 10,
    });
    fakeApi.answer('serialTransferAccept', {
      code: 'ABCD-EFGH-JKMN-PQRM',
      product: { id: 5, name: 'Ink Stone', image: '', product_no: 'AT-0005' },
      edition: { number: 1, total: 10 },
      since: '2026-11-26T02:00:00.000Z',
      state: 'owned',
      transfer_expires_at: null,
    });
    renderIn(<MySerials />);
    const link = await screen.findByRole('link', { name: 'Moon Vase' });
    expect(link.getAttribute('href')).toBe(`/appraisal?code=${CODE}`);
    expect(screen.getByText(/Edition 3 \/ 50/)).toBeTruthy();

    const serial = screen.getByLabelText('Serial you received');
    await userEvent.type(serial, '7k3m9qxwtr2bh5c9');
    expect((serial as HTMLInputElement).value).toBe(CODE);
    await userEvent.type(screen.getByLabelText('Transfer code'), '4821-3907');
    await userEvent.click(screen.getByRole('button', { name: 'Receive' }));
    expect(
      await screen.findByText('Ink Stone, edition 1 / 10, is now registered to you'),
    ).toBeTruthy();
    expect(fakeApi.inputsOf('serialTransferAccept')).toEqual([
      { code: CODE, transfer_code: '48213907' },
    ]);
  });

  it('catches a mistyped serial before sending, and shows a refusal under the code', async () => {
    fakeApi.answer('mySerials', { list: [], total: 0, page: 1, limit: 10 });
    fakeApi.refuse(
      'serialTransferAccept',
      refusal(
        'No transfer can be received with this serial and transfer code: check both, or ask the owner for a new code (it lasts 10 minutes and allows 5 tries)',
      ),
    );
    renderIn(<MySerials />);
    expect(await screen.findByText('No serials registered to you yet')).toBeTruthy();
    useGuardClock();
    await userEvent.type(screen.getByLabelText('Serial you received'), '7K3M9QXWTR2BH5CN');
    await userEvent.type(screen.getByLabelText('Transfer code'), '12345678');
    await userEvent.click(screen.getByRole('button', { name: 'Receive' }));
    expect(await screen.findByText(/Check the code: a serial is 16 characters/)).toBeTruthy();
    expect(fakeApi.inputsOf('serialTransferAccept')).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Serial you received'));
    await userEvent.type(screen.getByLabelText('Serial you received'), CODE);
    // The button keeps its two-second guard after the first click.
    passClickGuard();
    await userEvent.click(screen.getByRole('button', { name: 'Receive' }));
    expect(await screen.findByText(/No transfer can be received with this serial/)).toBeTruthy();
  });
});

describe('ReportFake', () => {
  it('sends where it was bought and a note with the checked code, then thanks', async () => {
    fakeApi.answer('serialReport', { id: 8, created_at: '2026-11-26T02:00:00.000Z' });
    renderIn(<ReportFake code="ZZZZ-1234" />);
    await userEvent.click(screen.getByRole('button', { name: 'Report a suspected fake' }));
    useGuardClock();
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Say where you bought it')).toBeTruthy();
    expect(fakeApi.inputsOf('serialReport')).toEqual([]);
    await userEvent.type(screen.getByLabelText('Where did you buy it?'), 'Night market');
    await userEvent.type(screen.getByLabelText(/What makes you suspect it/), 'Blurry label');
    passClickGuard();
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you: the studio has your report')).toBeTruthy();
    expect(fakeApi.inputsOf('serialReport')).toEqual([
      { code: 'ZZZZ-1234', where_bought: 'Night market', note: 'Blurry label', images: [] },
    ]);
  });

  it('asks a visitor to sign in first', () => {
    useSession.getState().logout();
    renderIn(<ReportFake code="" />);
    const link = screen.getByRole('link', { name: 'Sign in to report a suspected fake' });
    expect(link.getAttribute('href')).toMatch(/^\/login\?redirect=/);
  });
});

describe('the owner’s write buttons keep the two-second guard', () => {
  const once = async (button: HTMLElement, action: Parameters<typeof fakeApi.inputsOf>[0]) => {
    await clickThrice(button);
    await vi.waitFor(() => expect(fakeApi.inputsOf(action)).toHaveLength(1));
    passClickGuard();
    expect(fakeApi.inputsOf(action)).toHaveLength(1);
  };

  it('makes one transfer code for three quick clicks', async () => {
    fakeApi.answer('serialTransferCreate', {
      code: CODE,
      transfer_code: '48213907',
      expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
    });
    renderIn(<OwnerPanel serial={checked} onChanged={() => undefined} />);
    useGuardClock();
    await once(screen.getByRole('button', { name: /Transfer to someone/ }), 'serialTransferCreate');
  });

  it('receives once', async () => {
    fakeApi.answer('mySerials', { list: [], total: 0, page: 1, limit: 10 });
    fakeApi.answer('serialTransferAccept', {
      code: CODE,
      product: checked.product,
      edition: { number: 3, total: 50 },
      since: '2026-11-26T02:00:00.000Z',
      state: 'owned',
      transfer_expires_at: null,
    });
    renderIn(<MySerials />);
    await userEvent.type(await screen.findByLabelText('Serial you received'), CODE);
    await userEvent.type(screen.getByLabelText('Transfer code'), '48213907');
    useGuardClock();
    await once(screen.getByRole('button', { name: 'Receive' }), 'serialTransferAccept');
  });

  it('sends one report', async () => {
    fakeApi.answer('serialReport', { id: 8, created_at: '2026-11-26T02:00:00.000Z' });
    renderIn(<ReportFake code="ZZZZ-1234" />);
    await userEvent.click(screen.getByRole('button', { name: 'Report a suspected fake' }));
    await userEvent.type(screen.getByLabelText('Where did you buy it?'), 'Night market');
    useGuardClock();
    await once(screen.getByRole('button', { name: 'Send report' }), 'serialReport');
  });
});
