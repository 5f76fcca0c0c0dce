import type { Page } from 'playwright-core';
import { signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import {
  api,
  confirmPopover,
  dialog,
  list,
  notice,
  openList,
  row,
  rows,
  submitDialog,
  waitIdle,
} from '../lib/crud.ts';
import type { Flow } from '../lib/harness.ts';

interface Courier {
  id: number;
  code: string;
  name: string;
  sort: number;
  isShow: boolean;
}

async function courier(page: Page, code: string): Promise<Courier> {
  const found = await api<{ content: Courier[] }>(page, 'GET', `/api/express?blurry=${code}&size=50`);
  const hit = found.content.find((c) => c.code === code);
  assert(hit, `courier ${code} exists`);
  return hit;
}

const enabledCodes = async (page: Page) =>
  (await api<{ code: string }[]>(page, 'GET', '/api/express/enabled')).map((c) => c.code);

export const shopExpressFlow: Flow = {
  name: 'shop: express companies — disable a courier, reorder, add a custom one (zh)',
  async run({ newPage, screenshot }) {
    const page = await newPage();
    await signInToDashboard(page, 'alice');
    // A retry starts from the seeded state of the two couriers it changes.
    const yunda = await courier(page, 'YD');
    const jitu = await courier(page, 'JTSD');
    await api(page, 'PUT', '/api/express/show', { id: yunda.id, isShow: true });
    await api(page, 'PUT', '/api/express', { id: jitu.id, name: '极兔速递', sort: 9 });

    await openList(page, '/shop/express');
    await row(page, '顺丰速运').waitFor();
    assertEqual(
      await rows(page).first().locator('[data-testid=express-name]').textContent(),
      '顺丰速运',
      'SF comes first (sort 1)',
    );
    await screenshot(page, 'shop-express-zh');

    // Disable Yunda from its row: the pickers stop offering it.
    const yundaSwitch = row(page, '韵达速递').locator('[data-testid=express-show]');
    assertEqual(await yundaSwitch.getAttribute('aria-checked'), 'true', 'Yunda starts enabled');
    await yundaSwitch.click();
    await notice(page, '已更新启用状态');
    await waitIdle(page);
    assertEqual(
      await row(page, '韵达速递').locator('[data-testid=express-show]').getAttribute('aria-checked'),
      'false',
      'Yunda switched off',
    );
    assert(!(await enabledCodes(page)).includes('YD'), 'the enabled list leaves Yunda out');

    // Reorder: J&T to the top by its sort number; its code cannot be edited.
    await row(page, '极兔速递').locator('[data-testid=crud-edit]').click();
    await dialog(page).waitFor();
    assert(await dialog(page).getByLabel('快递公司编码').isDisabled(), 'the code is fixed once added');
    await dialog(page).getByLabel('排序').fill('0');
    await screenshot(page, 'shop-express-edit-zh');
    await submitDialog(page, '编辑成功');
    assertEqual(
      await rows(page).first().locator('[data-testid=express-name]').textContent(),
      '极兔速递',
      'J&T now comes first',
    );
    assertEqual((await enabledCodes(page))[0], 'JTSD', 'the pickers follow the order');

    // A custom courier: its code is kept in upper case.
    const suffix = String(Date.now()).slice(-5);
    const name = `同城快送${suffix}`;
    await page.click('[data-testid=crud-add]');
    await dialog(page).waitFor();
    await dialog(page).getByLabel('快递公司编码').fill(`tc${suffix}`);
    await dialog(page).getByLabel('快递公司名称').fill(name);
    await dialog(page).getByLabel('排序').fill('99');
    await submitDialog(page, '新增成功');
    await page.fill('[data-testid=express-query-blurry]', suffix);
    await page.click('[data-testid=crud-search]');
    await row(page, '顺丰速运').waitFor({ state: 'detached' });
    assertEqual(await rows(page).count(), 1, 'the filter finds the new courier alone');
    assertEqual(
      await row(page, name).locator('[data-testid=express-code]').textContent(),
      `TC${suffix}`,
      'code in upper case',
    );
    await screenshot(page, 'shop-express-custom-zh');
    await row(page, name).locator('[data-testid=crud-delete]').click();
    await confirmPopover(page);
    await notice(page, '删除成功');
    await row(page, name).waitFor({ state: 'detached' });
    await page.click('[data-testid=crud-reset]');
    await row(page, '顺丰速运').waitFor();
    await list(page).locator('.ant-pagination-total-text').waitFor();
    await screenshot(page, 'shop-express-after-zh');
  },
};
