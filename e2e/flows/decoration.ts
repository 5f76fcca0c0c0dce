import type { Page } from 'playwright-core';
import { setLanguage, signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import { api, notice } from '../lib/crud.ts';
import { canvasItems, canvasTypes, dragOnto, paletteItem, waitSaved } from '../lib/decoration.ts';
import type { Flow } from '../lib/harness.ts';
import { confirmLink, linkDialog, openLinkTab } from '../lib/navLinks.ts';

interface PageDetail {
  id: number;
  revision: number;
  publishedVersion: number | null;
  document: { name: string; components: { id: string; type: string; text?: string }[] };
}

const pageRow = (page: Page, name: string) =>
  page.locator('[data-testid=deco-page-row]', { has: page.getByText(name, { exact: true }) });

async function builtPage(page: Page): Promise<PageDetail> {
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  return api<PageDetail>(page, 'GET', `/api/decoration/pages/${id}`);
}

async function typeTitle(page: Page, text: string): Promise<void> {
  await page.locator('[data-testid=deco-canvas-item][data-type=title]').click();
  const input = page.locator('[data-testid=deco-field-title-text]');
  await input.fill(text);
  await page.locator('[data-testid=deco-canvas]').getByText(text).waitFor();
}

async function publish(page: Page, version: number): Promise<void> {
  await page.click('[data-testid=deco-publish]');
  await page.click('[data-testid=deco-publish-ok]');
  await notice(page, `已发布 v${version}`);
  await page.locator('[data-testid=deco-live-version]', { hasText: `v${version}` }).waitFor();
}

export const decorationFlow: Flow = {
  name: 'decoration: a designer drags components onto a page, reorders, edits, autosaves, publishes, rolls back',
  async run({ newPage, screenshot, baseUrl }) {
    const page = await newPage();
    await signInToDashboard(page, 'alice');
    await page.goto('/shop/decoration');
    await page.locator('[data-testid=deco-page-row]').first().waitFor();
    await screenshot(page, 'decoration-pages-zh');

    const name = `夏日活动 ${Date.now() % 100000}`;
    await page.click('[data-testid=deco-create]');
    await page.locator('[data-testid=deco-create-name]').fill(name);
    await page.click('[data-testid=deco-create-ok]');
    await page.locator('[data-testid=deco-builder]').waitFor();
    await page.locator('[data-testid=deco-canvas-empty]').waitFor();
    assertEqual(
      await page.locator('[data-testid=deco-builder-name]').textContent(),
      name,
      'the builder opens the new page',
    );

    // Drag from the palette: a title onto the empty canvas, then a notice onto the title (it lands above).
    await dragOnto(page, paletteItem(page, 'title'), page.locator('[data-testid=deco-canvas]'));
    await canvasItems(page).first().waitFor();
    assertEqual(await canvasTypes(page), 'title', 'the dragged title is on the canvas');
    await dragOnto(page, paletteItem(page, 'notice'), canvasItems(page).first());
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid=deco-canvas-item]').length === 2,
    );
    assertEqual(
      await canvasTypes(page),
      'notice title',
      'the notice lands above the title it was dropped on',
    );
    assertEqual(
      await page.locator('[data-testid=deco-settings]').getAttribute('data-type'),
      'notice',
      'the dropped component is selected, its settings open',
    );

    // Reorder by dragging the notice onto the title.
    await dragOnto(page, canvasItems(page).nth(0), canvasItems(page).nth(1));
    await page.waitForFunction(
      () => document.querySelector('[data-testid=deco-canvas-item]')?.getAttribute('data-type') === 'title',
    );
    assertEqual(await canvasTypes(page), 'title notice', 'dragging reorders the canvas');

    // Settings: the title's text shows on the canvas as it is typed, then autosaves.
    await typeTitle(page, '夏日特卖');
    await waitSaved(page);
    await screenshot(page, 'decoration-builder-zh');
    let saved = await builtPage(page);
    assertEqual(
      saved.document.components.map((c) => c.type).join(' '),
      'title notice',
      'the draft on the server holds the components in order',
    );
    assertEqual(saved.document.components[0]?.text, '夏日特卖', 'and the edited title');

    // Undo and redo from the keyboard, and a keyboard move that is announced.
    await canvasItems(page).nth(1).click();
    await page.keyboard.press('Alt+ArrowUp');
    assertEqual(await canvasTypes(page), 'notice title', 'Alt+↑ moves the selected component up');
    const announced = await page.locator('[data-testid=deco-announcer]').textContent();
    assert(announced?.includes('第 1 / 2 个'), `the move is announced (${announced})`);
    await page.keyboard.press('Control+z');
    assertEqual(await canvasTypes(page), 'title notice', 'Ctrl+Z undoes the move');
    await page.keyboard.press('Control+Shift+z');
    assertEqual(await canvasTypes(page), 'notice title', 'Ctrl+Shift+Z redoes it');
    await page.keyboard.press('Control+z');
    await waitSaved(page);

    // An incomplete banner is not saved, and says why.
    await paletteItem(page, 'banner').click();
    await page.locator('[data-testid=deco-save-state][data-state=invalid]').waitFor();
    assert(
      await page.locator('.hh-deco-item.is-invalid').isVisible(),
      'the incomplete banner is marked on the canvas',
    );
    await page
      .locator('[data-testid=deco-settings] .ant-form-item-explain-error', { hasText: '至少添加一项' })
      .waitFor();
    await screenshot(page, 'decoration-builder-incomplete-zh');
    // Unsaved edits: closing the builder's tab asks first, and so does leaving the browser page.
    await page
      .locator('.ant-tabs-tab', {
        has: page.locator('[data-testid=tab][data-path^="/shop/decoration/builder/"]'),
      })
      .locator('.ant-tabs-tab-remove')
      .click();
    const ask = page.locator('.ant-modal-confirm', { hasText: '放弃未保存的修改' });
    await ask.waitFor();
    await ask.locator('.ant-btn').first().click();
    await ask.waitFor({ state: 'detached' });
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
    assertEqual(kind, 'beforeunload', 'the browser asks before leaving the builder with unsaved edits');
    assertEqual(await canvasTypes(page), 'title notice banner', 'and staying keeps the edits');
    await page.locator('[data-testid=deco-item-delete]').click();
    await waitSaved(page);

    await publish(page, 1);
    await typeTitle(page, '夏日特卖 第二波');
    await waitSaved(page);
    await publish(page, 2);
    saved = await builtPage(page);
    assertEqual(saved.publishedVersion, 2, 'two versions published');

    // The versions: who and when, preview the first, roll back to it.
    await page.click('[data-testid=deco-back]');
    await pageRow(page, name).waitFor();
    await pageRow(page, name).locator('[data-testid=deco-page-versions]').click();
    const drawer = page.locator('[data-testid=deco-versions]');
    const versions = drawer.locator('[data-testid=deco-version-row]');
    await versions.nth(1).waitFor();
    assertEqual(await versions.count(), 2, 'both versions are listed');
    const first = versions.filter({ has: page.getByText('v1', { exact: true }) });
    await first.locator('[data-testid=deco-version-preview]').click();
    const preview = page.locator('[data-testid=deco-preview]');
    await preview.getByText('夏日特卖', { exact: true }).waitFor();
    await screenshot(page, 'decoration-version-preview-zh');
    await page.locator('.ant-modal:visible .ant-modal-close').click();
    await first.locator('[data-testid=deco-version-rollback]').click();
    await page.click('[data-testid=deco-rollback-ok]');
    await notice(page, '已回滚，线上为 v3');
    await versions.nth(2).waitFor();
    await screenshot(page, 'decoration-versions-zh');
    const rolled = await api<PageDetail>(page, 'GET', `/api/decoration/pages/${saved.id}`);
    assertEqual(rolled.publishedVersion, 3, 'the rollback is a new version');
    assertEqual(rolled.document.components[0]?.text, '夏日特卖', 'holding the first version again');

    // The bottom navigation can open the custom page.
    await page.goto('/shop/nav');
    await page.locator('[data-testid=nav-builder]').waitFor();
    await page.locator('[data-testid=nav-item-select]').first().click();
    const links = await openLinkTab(page, '自定义页面');
    await links.locator('[data-testid=link-custom-pages]').getByText(name).click();
    await confirmLink(page);
    assertEqual(
      await page.locator('[data-testid=link-value]').textContent(),
      `自定义页面 · ${name}`,
      'a navigation entry links to the custom page',
    );

    // The demo home page in the builder, and a banner's link picker.
    const home = await api<{ content: { id: number; isHome: boolean }[] }>(
      page,
      'GET',
      '/api/decoration/pages?terminal=3&size=50',
    );
    const homeId = home.content.find((row) => row.isHome)?.id;
    assert(homeId, 'the demo shop has a home page');
    await page.goto(`/shop/decoration/builder/${homeId}`);
    await page.locator('[data-testid=deco-builder]').waitFor();
    const banner = page.locator('[data-testid=deco-canvas-item][data-type=banner]').first();
    await banner.click();
    await page.locator('[data-testid=deco-settings][data-type=banner]').waitFor();
    await page.locator('[data-testid=deco-save-state][data-state=saved]').waitFor();
    await screenshot(page, 'decoration-builder-home-zh');
    await page.locator('[data-testid=deco-settings] [data-testid=link-pick]').first().click();
    await linkDialog(page).waitFor();
    await linkDialog(page).getByRole('tab', { name: '底部导航' }).click();
    await linkDialog(page).locator('[data-testid=deco-link-tabs]').waitFor();
    await screenshot(page, 'decoration-link-picker-zh');
    await page.keyboard.press('Escape');

    // A PC page is built in a desktop frame.
    const pc = await api<{ id: number }>(page, 'POST', '/api/decoration/pages', {
      terminal: 4,
      name: `PC ${name}`,
    });
    await page.goto(`/shop/decoration/builder/${pc.id}`);
    await page.locator('[data-testid=deco-frame].is-pc').waitFor();
    await paletteItem(page, 'productList').click();
    await paletteItem(page, 'notice').click();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid=deco-canvas-item]').length === 2,
    );
    await screenshot(page, 'decoration-builder-pc-zh');

    // The same screens in English.
    await setLanguage(page, baseUrl, 'en');
    await page.goto(`/shop/decoration/builder/${saved.id}`);
    await page.locator('[data-testid=deco-builder]').waitFor();
    await canvasItems(page).first().click();
    await page.locator('[data-testid=deco-settings]').waitFor();
    await screenshot(page, 'decoration-builder-en');
    await page.goto('/shop/decoration');
    await page.locator('[data-testid=deco-page-row]').first().waitFor();
    await screenshot(page, 'decoration-pages-en');
  },
};
