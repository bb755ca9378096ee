import type { Browser, BrowserContext } from '@playwright/test';
import { expect } from './fixtures';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const states = new Map<string, Promise<StorageState>>();

async function signInThroughPage(
  browser: Browser,
  baseURL: string,
  account: string,
  password: string,
): Promise<StorageState> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await page.locator('#account').fill(account);
    await page.locator('#password').fill(password);
    await page.getByRole('button', { name: /^登\s?录$/ }).click();
    await expect(page).not.toHaveURL(/\/login/);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * A browser signed in as `account` the way a customer signs in, through the login page: the
 * token cookie and the stored user the header reads. One sign-in per worker and account, reused
 * by every test that asks for it.
 */
export function signedInState(
  browser: Browser,
  baseURL: string,
  account: string,
  password: string,
): Promise<StorageState> {
  let state = states.get(account);
  if (!state) {
    state = signInThroughPage(browser, baseURL, account, password);
    states.set(account, state);
  }
  return state;
}

export const demoCustomer = { account: 'demo', password: 'Demo@12345' };
