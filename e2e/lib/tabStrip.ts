import type { Locator, Page } from 'playwright-core';
import { assertEqual } from './assert.ts';

/** A tab of the tab strip, by the path it shows. */
export const tab = (page: Page, path: string): Locator =>
  page.locator(`[data-testid=tab][data-path="${path}"]`);

export const openMenus = (page: Page): Locator => page.locator('.ant-dropdown-menu:visible');

/** Right-clicks a tab and picks `item` from its context menu. */
export async function tabContextMenu(page: Page, path: string, item: string): Promise<void> {
  await openMenus(page)
    .first()
    .waitFor({ state: 'detached', timeout: 3000 })
    .catch(() => undefined);
  assertEqual(await openMenus(page).count(), 0, 'no context menu left open');
  // A context menu closes when the page scrolls, as any does: the page's own scroll after a
  // screen change (its position restored, or clamped while it reloads) can come just after the
  // right click on a busy machine. Then the menu is opened again, as a person would.
  for (let attempt = 1; ; attempt++) {
    await tab(page, path).click({ button: 'right' });
    const entry = openMenus(page).locator('.ant-dropdown-menu-item', { hasText: item });
    try {
      await entry.click({ timeout: 4000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
