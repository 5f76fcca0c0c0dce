import type { Locator, Page } from 'playwright-core';
import { setLanguage, signInToDashboard } from '../lib/app.ts';
import { assert } from '../lib/assert.ts';
import { chooseTag } from '../lib/crud.ts';
import type { Flow } from '../lib/harness.ts';
import { noisyPng } from '../lib/png.ts';

/** A fresh tag per attempt, so a retry never meets the files of the attempt before. */
const freshTag = () => String(Date.now()).slice(-6);

function card(page: Page, name: string): Locator {
  return page.locator(`[data-testid=media-card][data-name="${name}"]`);
}

async function shownImage(target: Locator): Promise<boolean> {
  const image = target.locator('img');
  await image.waitFor();
  return image.evaluate((element) =>
    (element as HTMLImageElement).decode().then(
      () => true,
      () => false,
    ),
  );
}

async function uploadFiles(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.locator('[data-testid=media-upload-input]').setInputFiles(files);
}

/** Slow uploads down so that their progress can be seen. */
async function throttleUploads(page: Page, bytesPerSecond: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

async function editFile(page: Page, name: string, change: (dialog: Locator) => Promise<void>) {
  await card(page, name).locator('[data-testid=media-edit]').click();
  const dialog = page.locator('.ant-modal:has([data-testid=crud-form])');
  await dialog.waitFor();
  await change(dialog);
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  await page.locator('.ant-message', { hasText: '编辑成功' }).last().waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

export const mediaLibraryFlow: Flow = {
  name: 'media: upload several with progress, refuse a forged type, rename, group, delete',
  async run({ newPage, screenshot, baseUrl }) {
    const TAG = freshTag();
    const first = `sunrise-${TAG}.png`;
    const second = `harbour-${TAG}.png`;
    const group = `活动海报${TAG}`;
    const page = await newPage();
    await signInToDashboard(page, 'alice');
    await page.goto('/study/materia/index');
    await page.locator('[data-testid=media-browser]').waitFor();

    await throttleUploads(page, 64 * 1024);
    await uploadFiles(page, [
      { name: first, mimeType: 'image/png', buffer: noisyPng(300, [200, 120, 40]) },
      { name: second, mimeType: 'image/png', buffer: noisyPng(300, [40, 120, 200]) },
    ]);
    const items = page.locator('[data-testid=upload-item]');
    await page.locator('[data-testid=upload-progress]').first().waitFor();
    assert((await items.count()) === 2, 'both files are queued at once');
    await screenshot(page, 'media-uploading-zh');
    await page.locator('[data-testid=upload-item][data-status=done]').nth(1).waitFor({ timeout: 20_000 });
    assert(await shownImage(card(page, first)), 'the first thumbnail shows');
    assert(await shownImage(card(page, second)), 'the second thumbnail shows');
    await throttleUploads(page, -1);

    await uploadFiles(page, [
      {
        name: `forged-${TAG}.png`,
        mimeType: 'image/png',
        buffer: Buffer.from('just some text, not a picture\n'),
      },
      { name: `huge-${TAG}.png`, mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) },
    ]);
    const forged = items.filter({ hasText: `forged-${TAG}.png` });
    await forged.locator('[data-testid=upload-error]', { hasText: '文件类型不支持' }).waitFor();
    await items
      .filter({ hasText: `huge-${TAG}.png` })
      .locator('[data-testid=upload-error]', { hasText: '文件超过 5 MB' })
      .waitFor();
    assert((await card(page, `forged-${TAG}.png`).count()) === 0, 'the forged file is not in the library');
    await screenshot(page, 'media-library-zh');
    await page.click('[data-testid=upload-clear]');
    await items.first().waitFor({ state: 'detached' });

    const renamed = `朝阳横幅-${TAG}.png`;
    await editFile(page, first, (dialog) => dialog.getByLabel('名称').fill(renamed));
    await card(page, renamed).waitFor();
    const download = page.waitForEvent('download');
    await card(page, renamed).locator('[data-testid=media-download]').click();
    assert((await download).suggestedFilename() === renamed, 'the download keeps the file name');
    await card(page, renamed).locator('[data-testid=media-copy]').click();
    await page.locator('.ant-tooltip', { hasText: '链接已复制' }).waitFor();

    await page.click('[data-testid=media-group-add]');
    const groupDialog = page.locator('.ant-modal:has([data-testid=media-group-form])');
    await groupDialog.getByLabel('分组名称').fill(group);
    await groupDialog.locator('.ant-btn-primary').click();
    await page.locator('[data-testid=media-group]', { hasText: group }).waitFor();
    await page.click('[data-testid=media-group-all]');
    await editFile(page, renamed, async (dialog) => {
      await chooseTag(page, dialog.locator('[data-testid=media-form-group]'), group);
    });
    await screenshot(page, 'media-library-renamed-zh');
    await page.locator('[data-testid=media-group]', { hasText: group }).locator('button').first().click();
    await card(page, renamed).waitFor();
    await card(page, second).waitFor({ state: 'detached' });
    await screenshot(page, 'media-group-zh');

    await card(page, renamed).locator('[data-testid=media-delete]').click();
    await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
    await page.locator('.ant-message', { hasText: '删除成功' }).last().waitFor();
    await card(page, renamed).waitFor({ state: 'detached' });

    await page.click('[data-testid=media-group-all]');
    await card(page, second).locator('.hh-media-thumb').click();
    await page.click('[data-testid=media-bulk-delete]');
    await page.locator('.ant-modal-confirm .ant-btn-dangerous').click();
    await page.locator('.ant-message', { hasText: '删除成功' }).last().waitFor();
    await card(page, second).waitFor({ state: 'detached' });

    await setLanguage(page, baseUrl, 'en');
    await page.reload();
    await page.locator('[data-testid=media-upload]', { hasText: 'Upload' }).waitFor();
    await uploadFiles(page, [
      { name: `harbour-en-${TAG}.png`, mimeType: 'image/png', buffer: noisyPng(120, [60, 160, 90]) },
      { name: `forged-en-${TAG}.png`, mimeType: 'image/png', buffer: Buffer.from('not a picture') },
    ]);
    await items.locator('[data-testid=upload-error]', { hasText: 'Unsupported file type' }).waitFor();
    await card(page, `harbour-en-${TAG}.png`).waitFor();
    await screenshot(page, 'media-library-en');
    await card(page, `harbour-en-${TAG}.png`).locator('[data-testid=media-edit]').click();
    await page.locator('.ant-modal:has([data-testid=crud-form])').getByLabel('Group').waitFor();
    await screenshot(page, 'media-edit-en');
  },
};

async function avatarSource(page: Page): Promise<string> {
  return (await page.locator('[data-testid=avatar-upload] img').getAttribute('src')) ?? '';
}

export const mediaPickerFlow: Flow = {
  name: 'media: choose the avatar through the media picker (upload in it, pick from it)',
  async run({ newPage, screenshot, baseUrl }) {
    const TAG = freshTag();
    const page = await newPage();
    await signInToDashboard(page, 'alice');
    await page.goto('/user/center');
    await page.click('[data-testid=avatar-from-library]');
    const picker = page.locator('.hh-media-picker');
    await picker.locator('[data-testid=media-browser]').waitFor();
    assert(
      (await picker.locator('[data-testid=media-kind]').count()) === 0,
      'the picker only shows pictures',
    );
    const name = `avatar-${TAG}.png`;
    await picker
      .locator('[data-testid=media-upload-input]')
      .setInputFiles([{ name, mimeType: 'image/png', buffer: noisyPng(96, [230, 90, 90]) }]);
    await picker.locator(`[data-testid=media-card][data-name="${name}"][data-selected=true]`).waitFor();
    await screenshot(page, 'media-picker-zh');
    await picker.locator('[data-testid=media-picker-ok]').click();
    await page.locator('.ant-message', { hasText: '头像已更新' }).waitFor();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid=avatar-upload] img')?.getAttribute('src')?.includes('/file/'),
    );
    const uploaded = await avatarSource(page);

    await setLanguage(page, baseUrl, 'en');
    await page.reload();
    await page.click('[data-testid=avatar-from-library]');
    await picker.locator('[data-testid=media-card]').first().locator('.hh-media-thumb').click();
    await picker.locator('[data-testid=media-picker-count]', { hasText: '1 chosen' }).waitFor();
    await screenshot(page, 'media-picker-en');
    await picker.locator('[data-testid=media-picker-ok]').click();
    await page.locator('.ant-message', { hasText: 'Avatar updated' }).waitFor();
    await page.waitForFunction(
      (before) => document.querySelector('[data-testid=avatar-upload] img')?.getAttribute('src') !== before,
      uploaded,
    );
    await screenshot(page, 'user-center-avatar-en');
  },
};
