import { signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
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
import { PHONE_VIEW, signInOnPage } from './storefrontSignIn.ts';

const HOME = '/h5/sunrise/';

export const bargainFlow: Flow = {
  name: 'bargain: staff create a bargain activity in the browser (product and SKU picked, floor price, 2 helpers); a shopper at 375 px starts a bargain with his own first cut and sees its share link; a second shopper opens the link, helps once and sees his cut; a third lands it on the floor and the member opens the checkout at the bargain price; staff see the participant at 2/2 helpers and the cuts in the drawer',
  async run({ newPage, screenshot }) {
    const title = `砍价-${Date.now() % 100000}`;
    const OWNER = `1377${String(Date.now()).slice(-7)}`;
    // Another tail, so the two masked nicknames (137****1234) differ on the pages.
    const HELPER = `1398${String((Date.now() + 4321) % 10_000_000).padStart(7, '0')}`;
    const page = await newPage();
    await signInToDashboard(page, 'alice');
    const product = `砍价商品${Date.now() % 100000}`;
    await api(page, 'POST', '/api/product', {
      name: product,
      onShelf: true,
      skus: [{ price: '49.10', stock: 50 }],
    });
    await openList(page, '/marketing/bargain');

    await list(page).locator('[data-testid=crud-add]').click();
    const form = dialog(page);
    await form.locator('[data-testid=bargain-title]').fill(title);
    await searchAndChoose(page, form.locator('[data-testid=bargain-product]'), product);
    await chooseTag(page, form.locator('[data-testid=bargain-sku]').first(), '49.10');
    const start = await form.locator('[data-testid=bargain-start-price]').inputValue();
    assert(Number(start) > 0.05, `the SKU's price fills the start price (${start})`);
    await form.locator('[data-testid=bargain-floor-price]').fill('0.01');
    await form.locator('[data-testid=bargain-helpers]').fill('2');
    await screenshot(page, 'bargain-activity-form');
    await submitDialog(page, '新增成功');
    const activityRow = row(page, title);
    await activityRow.waitFor();
    assert(
      ((await activityRow.textContent()) ?? '').includes(product.trim()),
      `the list names the product ${product}`,
    );
    await screenshot(page, 'bargain-activities');

    // The first shopper starts a bargain from the bargains page.
    const phone = await newPage(PHONE_VIEW);
    await phone.goto(`${HOME}bargains`);
    await phone.waitForURL(/\/login\?back=/);
    await signInOnPage(phone, OWNER);
    await phone.waitForURL(`**${HOME}bargains`);
    const card = phone.locator('[data-testid=sf-bargain-activity]', { hasText: title });
    await card.waitFor();
    await screenshot(phone, 'storefront-bargain-list');
    await card.locator('[data-testid=sf-bargain-start]').click();
    await phone.waitForURL(/\/bargain\/\d+$/);
    await phone.locator('[data-testid=sf-bargain-cut]').first().waitFor();
    assertEqual(
      await phone.locator('[data-testid=sf-bargain-cut]').count(),
      1,
      'the member made the first cut',
    );
    const share = await phone.locator('[data-testid=sf-bargain-share] input').inputValue();
    assert(/\/h5\/sunrise\/bargain\/\d+$/.test(share), `a share link (${share})`);
    const priceBefore = await phone.locator('[data-testid=sf-bargain-price]').textContent();
    await screenshot(phone, 'storefront-bargain-started');

    // A second shopper opens the link, signs in and helps once.
    const friend = await newPage(PHONE_VIEW);
    await friend.goto(share);
    await friend.waitForURL(/\/login\?back=/);
    await signInOnPage(friend, HELPER);
    await friend.waitForURL(share);
    await friend.locator('[data-testid=sf-bargain-owner]').waitFor();
    await screenshot(friend, 'storefront-bargain-friend');
    await friend.locator('[data-testid=sf-bargain-help]').click();
    await friend.locator('[data-testid=sf-bargain-helped]').waitFor();
    await friend.locator('[data-testid=sf-bargain-helpers]').getByText('1/2').waitFor();
    assertEqual(await friend.locator('[data-testid=sf-bargain-help]').count(), 0, 'one help per person');
    await screenshot(friend, 'storefront-bargain-helped');

    // The member sees the lower price and the friend's cut.
    await phone.reload();
    await phone.locator('[data-testid=sf-bargain-helpers]').getByText('1/2').waitFor();
    assert(
      (await phone.locator('[data-testid=sf-bargain-price]').textContent()) !== priceBefore,
      'the price went down',
    );
    assertEqual(await phone.locator('[data-testid=sf-bargain-cut]').count(), 2, 'two cuts listed');

    // A third shopper's help lands on the floor; the member may buy it through the checkout.
    const THIRD = `1399${String((Date.now() + 8642) % 10_000_000).padStart(7, '0')}`;
    const third = await newPage(PHONE_VIEW);
    await third.goto(share);
    await third.waitForURL(/\/login\?back=/);
    await signInOnPage(third, THIRD);
    await third.waitForURL(share);
    await third.locator('[data-testid=sf-bargain-help]').click();
    await third.locator('[data-testid=sf-bargain-helped]').waitFor();
    await phone.reload();
    await phone.locator('[data-testid=sf-bargain-helpers]').getByText('2/2').waitFor();
    assertEqual(
      (await phone.locator('[data-testid=sf-bargain-price]').textContent())?.trim(),
      '¥0.01',
      'the last help lands on the floor',
    );
    await screenshot(phone, 'storefront-bargain-succeeded');
    await phone.locator('[data-testid=sf-bargain-buy]').click();
    await phone.waitForURL(`**${HOME}checkout`);
    await phone.locator('[data-testid=sf-checkout-line]').waitFor();
    await phone.locator('[data-testid=sf-checkout]').getByText(title).waitFor();
    await screenshot(phone, 'storefront-bargain-checkout');

    // Staff follow the participant and the cuts.
    await page.getByRole('tab', { name: '参与记录' }).click();
    await list(page).locator('.ant-table').waitFor();
    await waitIdle(page);
    const participant = row(page, title);
    await participant.waitFor();
    assertEqual(
      (await participant.locator('[data-testid=bargain-participant-helpers]').textContent())?.trim(),
      '2/2',
      'helpers x/N',
    );
    await screenshot(page, 'bargain-participants');
    await participant.locator('[data-testid=bargain-participant-cuts]').click();
    await page.locator('[data-testid=bargain-cut-amount]').nth(2).waitFor();
    await screenshot(page, 'bargain-cuts-drawer');
  },
};
