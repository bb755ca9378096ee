import {
  startTestProviders,
  type TestProviders,
} from '../../server/src/test/fakes/payment-providers';
import { test as journeys } from './fixtures';
import { startJourneyServer } from './journey-server';

/** A worker's shop offering WeChat Pay and Alipay, against fakes of the two providers. */
export interface LiveShop {
  url: string;
  wechat: TestProviders['wechat'];
  alipay: TestProviders['alipay'];
}

/**
 * Journeys on a shop that takes real money, as far as it can tell: the worker's own server
 * offers both live gateways (PAYMENT_GATEWAYS=wechat,alipay, PUBLIC_URL its own address), against
 * fakes of WeChat Pay and Alipay that speak their real protocols with keys made fresh for the
 * run. The fakes pay, notify and serve bills when a journey says so.
 */
export const test = journeys.extend<object, { live: LiveShop; site: string }>({
  live: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other
    async ({}, use) => {
      const providers = await startTestProviders();
      const server = await startJourneyServer((url) => ({
        PAYMENT_GATEWAYS: 'wechat,alipay',
        PUBLIC_URL: url,
        ...providers.env,
      }));
      await use({ url: server.url, wechat: providers.wechat, alipay: providers.alipay });
      await server.stop();
      await providers.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  site: [async ({ live }, use) => use(live.url), { scope: 'worker' }],
});
