import { describe, expect, it } from 'vitest';
import { get, ok } from '../../test/fixtures/order';
import { databases, useTestApp } from '../../test/build-test-app';
import { testShopEnv } from '../../test/production-env';
import { ensureFirstSettings } from './first-settings';

describe.each(databases)('a shop opened without the demo on %s', (kind) => {
  const empty = useTestApp(kind, testShopEnv);
  const demo = useTestApp(kind, {}, { demo: true });

  it('answers every page’s settings from the first start, and keeps what the staff change', async () => {
    const { app } = empty();
    await ensureFirstSettings(app.services.settings);
    const shop = await ok<{ name: string; currency: string; service_phone: string }>(
      get(app, 'shopConfig', { lang: 'en' }),
    );
    expect(shop).toMatchObject({ name: 'Atelier', currency: 'CNY', service_phone: '' });
    const about = await ok<{ name: string }>(get(app, 'company', { lang: 'en' }));
    expect(about.name).toBe('Atelier');

    const current = await app.services.settings.get('shop');
    if (!current) throw new Error('no shop settings');
    await app.services.settings.set('shop', { ...current, service_phone: '0571-0000-0000' });
    await ensureFirstSettings(app.services.settings);
    expect(
      (await ok<{ service_phone: string }>(get(app, 'shopConfig', { lang: 'en' }))).service_phone,
    ).toBe('0571-0000-0000');
  });

  it('leaves the demo’s settings as they are', async () => {
    const { app } = demo();
    await ensureFirstSettings(app.services.settings);
    const shop = await ok<{ service_phone: string }>(get(app, 'shopConfig', { lang: 'en' }));
    expect(shop.service_phone).toBe('0571-8686-2016');
  });
});
