import { beforeEach } from 'vitest';
import { setTransport } from '../api/transport';
import { fakeApi } from './fake-api';

/**
 * No unit test reaches the network: actions are answered by the handlers a test gives fakeApi,
 * emptied before each test of the file being collected (see setup-tests.ts). Kept installed
 * after the test, so a late call still lands here rather than on HTTP.
 */
export function answerThroughFakeApi(): void {
  beforeEach(() => {
    fakeApi.reset();
    setTransport(fakeApi.transport);
  });
}
