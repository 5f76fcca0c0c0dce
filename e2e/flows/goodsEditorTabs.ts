import type { Locator, Page } from 'playwright-core';
import { signInToDashboard, waitForPath } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import { api, notice } from '../lib/crud.ts';
import { createProduct, freshTag } from '../lib/goodsProducts.ts';
import type { Flow } from '../lib/harness.ts';
import { patientPage, waitUntil } from '../lib/members.ts';
import { tab, tabContextMenu } from '../lib/tabStrip.ts';

const editor = (page: Page): Locator => page.locator('[data-testid=product-editor]:visible');
const content = (page: Page): Locator => editor(page).locator('[data-testid=rich-text-content] .tiptap');
const closeButton = (page: Page, path: string): Locator =>
  page.locator('.ant-tabs-tab', { has: tab(page, path) }).locator('.ant-tabs-tab-remove');
const askDiscard = (page: Page): Locator =>
  page.locator('.ant-modal-confirm', { hasText: '放弃未保存的修改' });

const description = (page: Page, id: number) =>
  api<{ description: string; name: string }>(page, 'GET', `/api/product/${id}`);

/** Leaves the editor for the dashboard tab and comes back through the tab strip. */
async function leaveAndReturn(page: Page, editPath: string): Promise<void> {
  await tab(page, '/dashboard').click();
  await waitForPath(page, '/dashboard');
  await page.locator('[data-testid=dashboard]').waitFor({ state: 'visible' });
  await editor(page).waitFor({ state: 'hidden' });
  // Long enough for anything the editor tears down on hiding to be gone.
  await page.waitForTimeout(500);
  await tab(page, editPath).click();
  await waitForPath(page, editPath);
  await editor(page).waitFor();
}

async function cancelDiscard(page: Page): Promise<void> {
  const ask = askDiscard(page);
  await ask.waitFor();
  await ask
    .getByRole('button', { name: '取 消' })
    .or(ask.getByRole('button', { name: '取消' }))
    .click();
  await ask.waitFor({ state: 'detached' });
}

export const goodsEditorTabsFlow: Flow = {
  name: 'goods: editor keeps unsaved edits across tabs, saves after returning, asks before a hidden edited tab closes or the page unloads',
  async run({ newPage, screenshot }) {
    const page = await patientPage(newPage);
    await signInToDashboard(page, 'alice');
    const tag = freshTag();
    const made = await createProduct(page, { name: `帆布包${tag}` });
    const editPath = `/goods/product/edit/${made.id}`;

    await page.goto(editPath);
    await content(page).waitFor();
    const name = `帆布托特包${tag}`;
    await editor(page).locator('[data-testid=editor-name]').fill(name);
    await content(page).click();
    await page.keyboard.type('加厚帆布，');
    await editor(page).locator('[data-testid=editor-dirty]').waitFor();

    for (let round = 1; round <= 3; round += 1) {
      await leaveAndReturn(page, editPath);
      await content(page).getByText('加厚帆布，').waitFor();
      assertEqual(
        await editor(page).locator('[data-testid=editor-name]').inputValue(),
        name,
        `the edited name is kept (return ${round})`,
      );
      await editor(page).locator('[data-testid=editor-dirty]').waitFor();
    }
    await screenshot(page, 'goods-editor-returned-zh');
    await content(page).click();
    await content(page).press('End');
    await page.keyboard.type('可装笔记本');
    await content(page).getByText('加厚帆布，可装笔记本').waitFor();
    await editor(page).locator('[data-testid=rte-bold]').click();
    await page.keyboard.type('防水');
    await content(page).locator('strong', { hasText: '防水' }).waitFor();

    await editor(page).locator('[data-testid=editor-save]').click();
    await notice(page, '商品已保存');
    const saved = await description(page, made.id);
    assertEqual(saved.name, name, 'the name saved after returning');
    assert(
      saved.description.includes('加厚帆布，可装笔记本') &&
        saved.description.includes('<strong>防水</strong>'),
      `the description saved after returning: ${saved.description}`,
    );
    await editor(page).locator('[data-testid=editor-dirty]').waitFor({ state: 'detached' });

    // An edited tab that is not on screen still asks before it closes or refreshes.
    await content(page).click();
    await content(page).press('End');
    await page.keyboard.type('，新款');
    await editor(page).locator('[data-testid=editor-dirty]').waitFor();
    await tab(page, '/dashboard').click();
    await waitForPath(page, '/dashboard');
    await page.waitForTimeout(300);
    await closeButton(page, editPath).click();
    await askDiscard(page).waitFor();
    await screenshot(page, 'goods-editor-hidden-close-zh');
    await cancelDiscard(page);
    assertEqual(await tab(page, editPath).count(), 1, 'the edited tab stays after cancelling');

    await tabContextMenu(page, editPath, '刷新');
    await cancelDiscard(page);
    await waitForPath(page, '/dashboard');

    // Leaving the page (refresh, closing the browser tab) while the edit is hidden: the browser asks.
    const asked = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      });
    });
    await page.close({ runBeforeUnload: true });
    const kind = await Promise.race([
      asked,
      new Promise<string>((resolve) => setTimeout(() => resolve('none'), 5000)),
    ]);
    assertEqual(kind, 'beforeunload', 'the browser asks before leaving a page with unsaved edits');
    await tab(page, editPath).click();
    await content(page).getByText('，新款').waitFor();
    await waitUntil(
      async () => (await description(page, made.id)).description === saved.description,
      'unsaved edits stay unsaved',
    );
  },
};
