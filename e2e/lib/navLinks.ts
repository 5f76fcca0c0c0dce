import type { Locator, Page } from 'playwright-core';

/** The open "选择链接" dialog. */
export const linkDialog = (page: Page): Locator =>
  page.locator('.ant-modal:visible', { has: page.locator('[data-testid=link-tabs]') });

/** Opens the picker for the selected entry and shows the tab with the given label. */
export async function openLinkTab(page: Page, tab: string): Promise<Locator> {
  await page.click('[data-testid=link-pick]');
  const dialog = linkDialog(page);
  await dialog.waitFor();
  await dialog.getByRole('tab', { name: tab }).click();
  return dialog;
}

/** Confirms the picker and waits until it has closed. */
export async function confirmLink(page: Page): Promise<void> {
  await linkDialog(page).locator('[data-testid=link-ok]').click();
  await linkDialog(page).waitFor({ state: 'hidden' });
}
