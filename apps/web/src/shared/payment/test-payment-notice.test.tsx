import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '../i18n/i18n';
import { fakeApi } from '../testing/fake-api';
import { renderWithApp } from '../testing/render-with-app';
import type { ShopConfig } from '../api/get-shop-config';
import { liveShopConfig, shopConfigWith } from '../testing/shop-config';
import { TestPaymentNotice } from './test-payment-notice';

function renderNotice(shop: ShopConfig) {
  fakeApi.answer('shopConfig', shop);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithApp(
    <QueryClientProvider client={client}>
      <TestPaymentNotice />
    </QueryClientProvider>,
  );
  return client;
}

beforeEach(() => {
  setLang('zh-cn');
});

describe('TestPaymentNotice', () => {
  it('says in Chinese that payments are tests when the gateway moves no money', async () => {
    renderNotice(shopConfigWith());
    const notice = await screen.findByRole('note', { name: '测试支付' });
    expect(notice.textContent).toContain('本店目前的在线支付均为测试，不会产生任何真实扣款。');
  });

  it('says it in English too', async () => {
    setLang('en');
    renderNotice(shopConfigWith());
    const notice = await screen.findByRole('note', { name: 'Test payments' });
    expect(notice.textContent).toContain(
      'Online payments in this shop are tests for now: no real money moves.',
    );
  });

  it('says nothing when the gateway takes real money', async () => {
    const client = renderNotice(liveShopConfig);
    await waitFor(() =>
      expect(client.getQueryState(['shopConfig', 'zh-cn'])?.status).toBe('success'),
    );
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByText(/测试/)).toBeNull();
  });
});
