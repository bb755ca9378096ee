import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ShopConfig } from '../api/get-shop-config';
import { setLang } from '../i18n/i18n';
import { fakeApi } from '../testing/fake-api';
import { renderWithApp } from '../testing/render-with-app';
import { shopConfigWith } from '../testing/shop-config';
import { SmsCodeField } from './sms-code-field';

function renderField(shop: ShopConfig, extra?: string) {
  fakeApi.answer('shopConfig', shop);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithApp(
    <QueryClientProvider client={client}>
      <Form>
        <SmsCodeField
          mobile="13800000002"
          event="mobilelogin"
          label="验证码"
          placeholder="6 位数字"
          rules={[]}
          extra={extra}
        />
      </Form>
    </QueryClientProvider>,
  );
  return client;
}

const testCodes = shopConfigWith({ sms: { test_mode: true } });

beforeEach(() => {
  setLang('zh-cn');
});

describe('SmsCodeField', () => {
  it('says under the field that a test shop keeps codes instead of texting them', async () => {
    renderField(testCodes);
    expect((await screen.findByRole('note')).textContent).toBe(
      '测试商店：验证码不会发到手机，保存在短信发件箱中',
    );
  });

  it('says it in English, after the field’s own hint', async () => {
    setLang('en');
    renderField(testCodes, 'Sent to your bound number');
    const note = await screen.findByRole('note');
    expect(note.textContent).toBe(
      'Test shop: codes are not texted to phones; they are kept in the SMS outbox',
    );
    expect(screen.getByText('Sent to your bound number')).toBeTruthy();
  });

  it('says nothing of the kind when a provider texts the codes', async () => {
    const client = renderField(shopConfigWith());
    await waitFor(() =>
      expect(client.getQueryState(['shopConfig', 'zh-cn'])?.status).toBe('success'),
    );
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy();
  });
});
