import type * as contractRoutes from '@atelier/contract/routes';
import { siteRoutes, type ActionName } from '@atelier/contract/routes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callAction } from './call-action';
import { actionUrl } from './send-action';
import { setTransport } from './transport';

// The contract's first actions are all GET; a POST entry shows the method comes from the map.
vi.mock('@atelier/contract/routes', async (importOriginal) => {
  const original = await importOriginal<typeof contractRoutes>();
  return {
    ...original,
    siteRoutes: { ...original.siteRoutes, buyCarCreate: { method: 'POST', auth: true } },
  };
});

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  // These tests are about the HTTP leg itself.
  setTransport(null);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () =>
    Response.json({ code: 200, msg: 'ok', data: { id: 5, nickname: '林' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

function lastCall() {
  const [input, init] = fetchMock.mock.lastCall ?? [];
  return { url: new URL(String(input), 'http://localhost'), init: init ?? {} };
}

describe('callAction', () => {
  it('calls /api/index/{action} with the contract method and resolves the data', async () => {
    expect(siteRoutes.userInfo.method).toBe('GET');
    await expect(callAction('userInfo')).resolves.toEqual({ id: 5, nickname: '林' });
    const { url, init } = lastCall();
    expect(url.pathname).toBe('/api/index/userInfo');
    expect(url.searchParams.get('lang')).toBe('zh-cn');
    expect(init.method).toBe('GET');
  });

  it('sends GET input as query parameters', async () => {
    await callAction('banner', { position: 'home' });
    expect(lastCall().url.searchParams.get('position')).toBe('home');
  });

  it('uses POST with a JSON body when the contract says so', async () => {
    const name = 'buyCarCreate' as ActionName;
    await callAction(name, { product_id: 3, quantity: 2 } as never);
    const { url, init } = lastCall();
    expect(url.pathname).toBe('/api/index/buyCarCreate');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ product_id: 3, quantity: 2, lang: 'zh-cn' });
  });

  it('builds the url from the configured base', () => {
    expect(actionUrl('shopConfig')).toBe('/api/index/shopConfig');
  });
});
