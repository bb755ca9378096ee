import { expect, type Locator, type Page } from '@playwright/test';

/**
 * antd's popups (a Popconfirm's confirmation, a Select's list) zoom or slide in from 0.8 of their
 * size, and rc-motion gives them that start state a frame or more before the motion begins.
 * Playwright's check that a target stands still (the same box in two frames) can pass in that
 * state and aim at where the target is at 0.8; on two busy cores the popup has grown by the time
 * the click lands, the point is beside the target, and nothing happens: the deleted comment still
 * listed in community-posts, the last administrator's refusal that never showed, the batch's
 * product that was never chosen. A person clicks what they see at rest, so the journeys wait for
 * the popup to finish opening (no motion class left on it) before they click inside it.
 */
async function atRest(popup: Locator): Promise<Locator> {
  await expect(popup).not.toHaveClass(/-(appear|enter)\b/);
  return popup;
}

/** Waits until the open dialog (an antd Modal, which zooms in the same way) has finished opening. */
export async function dialogAtRest(page: Page): Promise<void> {
  await atRest(page.locator('.ant-modal').filter({ visible: true }));
}

/** Clicks the button named `name` in the open confirmation. */
export async function confirmInPopup(page: Page, name: string | RegExp): Promise<void> {
  const popup = page
    .locator('.ant-popover')
    .filter({ has: page.getByRole('tooltip'), visible: true });
  await (await atRest(popup)).getByRole('button', { name }).click();
}

/** Clicks the first option of the open select list that shows `text` (any option without). */
export async function pickOption(page: Page, text?: string): Promise<void> {
  const popup = page.locator('.ant-select-dropdown').filter({ visible: true });
  const options = (await atRest(popup)).locator('.ant-select-item-option');
  await (text === undefined ? options : options.filter({ hasText: text })).first().click();
}
