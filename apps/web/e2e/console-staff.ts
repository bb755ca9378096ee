import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { staffToken, useToken } from './accounts';
import { expect } from './fixtures';

/** The demo staff, one a role. */
export const staff = {
  admin: { account: 'admin', password: 'Admin@12345' },
  operator: { account: 'operator', password: 'Operator@12345' },
  editor: { account: 'editor', password: 'Editor@12345' },
} as const;
export type StaffRole = keyof typeof staff;
export const staffRoles = Object.keys(staff) as StaffRole[];

const tokens = new Map<StaffRole, Promise<string>>();

/** Signs `context` in to the console as the demo member of `role`: one sign-in per worker. */
export async function signInStaff(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
  role: StaffRole,
): Promise<void> {
  let token = tokens.get(role);
  if (!token) {
    token = staffToken(request, staff[role].account, staff[role].password);
    tokens.set(role, token);
  }
  await useToken(context, await token, baseURL);
}

/** The console's sidebar entries the signed-in role sees, as addresses, in menu order. */
export async function menuPaths(page: Page): Promise<string[]> {
  const links = page.getByRole('navigation').locator('a[href^="/admin/"]');
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
}

/** Waits for a console screen's heading and the end of its loading. */
export async function consoleSettled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
}

/** How far the page itself scrolls sideways: 0 when everything fits the window. */
export function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}
