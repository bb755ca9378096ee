import type { APIRequestContext } from '@playwright/test';

/**
 * The journeys' second server (started by playwright.config.ts with DEV_CLOCK), whose clock a
 * journey puts forward. Only journeys that move time use it: `test.use({ baseURL: timeTravelURL })`.
 */
export const timeTravelURL = process.env.E2E_TIME_TRAVEL_URL ?? 'http://127.0.0.1:8100';

/** The time-travel server's time now. */
export async function serverNow(request: APIRequestContext): Promise<Date> {
  const res = await request.get(`${timeTravelURL}/api/dev/clock`);
  const body = (await res.json()) as { data: { now: string } };
  return new Date(body.data.now);
}

/** Puts the time-travel server's clock forward; its cached public answers are forgotten. */
export async function advanceClock(request: APIRequestContext, seconds: number): Promise<Date> {
  const res = await request.post(`${timeTravelURL}/api/dev/clock`, {
    data: { advance_seconds: seconds },
  });
  const body = (await res.json()) as { code: number; data: { now: string } };
  if (body.code !== 200) throw new Error(`the clock did not move: ${JSON.stringify(body)}`);
  return new Date(body.data.now);
}
