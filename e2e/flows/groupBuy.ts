import { signInToDashboard } from '../lib/app.ts';
import { assert } from '../lib/assert.ts';
import {
  api,
  chooseTag,
  dialog,
  list,
  openList,
  row,
  searchAndChoose,
  submitDialog,
  waitIdle,
} from '../lib/crud.ts';
import type { Flow } from '../lib/harness.ts';

export const groupBuyFlow: Flow = {
  name: 'group buy: staff create a group-buy activity in the browser (product and SKU picked, group price, group size 3, hours open); the list shows the group price against the list price; staff switch it off and on; the groups tab and the statistics show',
  async run({ newPage, screenshot }) {
    const title = `拼团-${Date.now() % 100000}`;
    const page = await newPage();
    await signInToDashboard(page, 'alice');
    const product = `拼团商品${Date.now() % 100000}`;
    await api(page, 'POST', '/api/product', {
      name: product,
      onShelf: true,
      skus: [{ price: '49.10', stock: 50 }],
    });
    await openList(page, '/marketing/group-buy');
    await page.locator('[data-testid=group-buy-stats]').waitFor();

    await list(page).locator('[data-testid=crud-add]').click();
    const form = dialog(page);
    await form.locator('[data-testid=group-buy-title]').fill(title);
    await searchAndChoose(page, form.locator('[data-testid=group-buy-product]'), product);
    await chooseTag(page, form.locator('[data-testid=group-buy-sku]').first(), '49.10');
    await form.locator('[data-testid=group-buy-price]').first().fill('0.01');
    await form.locator('[data-testid=group-buy-size]').fill('3');
    await form.locator('[data-testid=group-buy-hours]').fill('12');
    await screenshot(page, 'group-buy-activity-form');
    await submitDialog(page, '新增成功');
    const activityRow = row(page, title);
    await activityRow.waitFor();
    const text = (await activityRow.textContent()) ?? '';
    assert(text.includes(product.trim()), `the list names the product ${product}`);
    assert(
      (await activityRow.locator('[data-testid=group-buy-activity-prices]').textContent())?.includes('¥0.01'),
      'the list shows the group price',
    );
    await screenshot(page, 'group-buy-activities');

    // Off, then on again: the row's switch follows the saved state.
    await activityRow.locator('[data-testid=group-buy-enabled]').click();
    await activityRow.locator('[data-testid=group-buy-enabled][aria-checked=false]').waitFor();
    await activityRow.locator('[data-testid=group-buy-enabled]').click();
    await activityRow.locator('[data-testid=group-buy-enabled][aria-checked=true]').waitFor();
    await waitIdle(page);

    await page.getByRole('tab', { name: '团列表' }).click();
    await list(page).locator('.ant-table').waitFor();
    await waitIdle(page);
    await screenshot(page, 'group-buy-groups');
  },
};
