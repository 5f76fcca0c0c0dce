import type { Locator, Page } from 'playwright-core';
import { assert } from './assert.ts';

export const canvasItems = (page: Page): Locator => page.locator('[data-testid=deco-canvas-item]');

export const paletteItem = (page: Page, type: string): Locator =>
  page.locator(`[data-testid=deco-palette-item][data-type=${type}]`);

/** The kinds on the canvas, top to bottom, joined by a space. */
export async function canvasTypes(page: Page): Promise<string> {
  const types = await canvasItems(page).evaluateAll((items) =>
    items.map((item) => item.getAttribute('data-type')),
  );
  return types.join(' ');
}

/**
 * Drags with the mouse the way a designer does (press, a small move to start the drag, then on to
 * the target's centre in steps, release): dnd-kit's pointer sensor sees real pointer events.
 */
export async function dragOnto(page: Page, from: Locator, to: Locator): Promise<void> {
  const source = await from.boundingBox();
  const target = await to.boundingBox();
  assert(source && target, 'both ends of the drag are on screen');
  const x = source.x + source.width / 2;
  const y = source.y + source.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 8, y + 8, { steps: 4 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 20 });
  await page.waitForTimeout(100);
  await page.mouse.up();
}

/** Waits until the builder says the draft is saved. */
export async function waitSaved(page: Page): Promise<void> {
  await page.locator('[data-testid=deco-save-state][data-state=saved]').waitFor({ timeout: 15_000 });
}
