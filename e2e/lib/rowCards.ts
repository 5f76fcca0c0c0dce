import type { Locator, Page } from 'playwright-core';
import { assert, assertEqual } from './assert.ts';

/**
 * On a phone a list shows its rows as cards, not a wide table: each part of the card (number, status,
 * amount, first line, actions) lies inside the viewport.
 */
export async function assertRowCard(page: Page, list: Locator, row: Locator, what: string): Promise<void> {
  assertEqual(await list.locator('.ant-table').count(), 0, `${what}: no wide table on a phone`);
  assertEqual(await row.getAttribute('data-testid'), 'row-card', `${what}: the row is a card`);
  const viewport = page.viewportSize()?.width ?? 0;
  for (const part of ['number', 'status', 'amount', 'first', 'actions']) {
    const box = await row.locator(`.hh-row-card-${part}`).boundingBox();
    assert(
      box && box.x >= 0 && box.x + box.width <= viewport && box.width > 0,
      `${what}: the card's ${part} is inside the ${viewport} px viewport`,
    );
  }
}
