import type { Page } from 'playwright-core';
import { signInToDashboard } from '../lib/app.ts';
import { assert } from '../lib/assert.ts';
import { api } from '../lib/crud.ts';
import type { Flow } from '../lib/harness.ts';
import { type Shopper, shopperSignIn } from '../lib/shopper.ts';
import { PHONE_VIEW } from './storefrontSignIn.ts';

const COMPANY_KEY = 'sunrise';
const H5 = `/h5/${COMPANY_KEY}/`;
const HOUR = 3_600_000;

interface Detail {
  revision: number;
  document: Record<string, unknown>;
}

/** A custom page of the flow's own with a group-buy and a coupon block, published; answers its id. */
async function publishedBlocksPage(staff: Page, name: string): Promise<number> {
  const created = await api<{ id: number }>(staff, 'POST', '/api/decoration/pages', { name });
  const detail = await api<Detail>(staff, 'GET', `/api/decoration/pages/${created.id}`);
  const saved = await api<{ revision: number }>(staff, 'PUT', `/api/decoration/pages/${created.id}/draft`, {
    revision: detail.revision,
    document: {
      ...detail.document,
      components: [
        { id: 'groups', type: 'groupBuy', title: '', count: 20 },
        { id: 'coupons', type: 'coupons', title: '', count: 20 },
      ],
    },
  });
  await api(staff, 'POST', `/api/decoration/pages/${created.id}/publish`, { revision: saved.revision });
  return created.id;
}

/** The browser at 375 px signed in as the shopper, in the language asked, on the page. */
async function phoneOn(
  newPage: (options?: typeof PHONE_VIEW) => Promise<Page>,
  baseUrl: string,
  shopper: Shopper,
  lang: 'zh' | 'en',
  url: string,
) {
  const phone = await newPage(PHONE_VIEW);
  await phone.context().addCookies([{ name: 'lang', value: lang, url: baseUrl }]);
  await phone.goto(H5);
  await phone.evaluate(
    ([key, token]) => window.localStorage.setItem(`hh.h5.shopper.${key}`, token!),
    [COMPANY_KEY, shopper.token],
  );
  await phone.goto(url);
  return phone;
}

export const storefrontActivitiesFlow: Flow = {
  name: 'storefront marketing blocks: a published page’s group-buy and coupon blocks show the flow’s own running group buy (group price, 3人团) and claim-centre coupon at 375 px (zh, en); the group card opens its group-buy page, the coupon card the claim centre, 更多 the group-buy list',
  async run({ newPage, screenshot, baseUrl }) {
    const stamp = Date.now() % 100000;
    const title = `三人团-${stamp}`;
    const couponTitle = `满50减5-${stamp}`;
    const staff = await newPage();
    await signInToDashboard(staff, 'alice');
    const product = await api<{ id: number }>(staff, 'POST', '/api/product', {
      name: `装修拼团杯${stamp}`,
      onShelf: true,
      skus: [{ price: '39.90', stock: 50 }],
    });
    const shown = (await (
      await fetch(`${baseUrl}/api/front/shops/${COMPANY_KEY}/products/${product.id}`)
    ).json()) as { skus: { id: number }[] };
    const activity = await api<{ id: number }>(staff, 'POST', '/api/group-buy/activities', {
      title,
      productId: product.id,
      skus: [{ skuId: shown.skus[0]!.id, price: '19.90', stock: 20 }],
      groupSize: 3,
      hoursOpen: 24,
      startAt: new Date(Date.now() - HOUR).toISOString(),
      endAt: new Date(Date.now() + 48 * HOUR).toISOString(),
    });
    const template = await api<{ id: number }>(staff, 'POST', '/api/coupon/templates', {
      title: couponTitle,
      kind: 'amount',
      amount: '5.00',
      threshold: '50',
      validity: 'days',
      validDays: 7,
    });
    await api(staff, 'POST', '/api/coupon/issues', {
      templateId: template.id,
      claimStart: new Date(Date.now() - HOUR).toISOString(),
      claimEnd: new Date(Date.now() + 24 * HOUR).toISOString(),
      total: 100,
      perMember: 1,
    });
    const pageId = await publishedBlocksPage(staff, `营销页-${stamp}`);
    const shopper = await shopperSignIn(baseUrl, COMPANY_KEY);

    for (const lang of ['zh', 'en'] as const) {
      const zh = lang === 'zh';
      const phone = await phoneOn(newPage, baseUrl, shopper, lang, `${H5}page/${pageId}`);
      const group = phone.locator('[data-testid=sf-activity-groupBuy] a.sf-activity-card', {
        hasText: title,
      });
      await group.waitFor();
      const text = (await group.textContent()) ?? '';
      assert(
        text.includes('19.90') && text.includes('39.90'),
        `the group price over the list price (${text})`,
      );
      assert(text.includes(zh ? '3人团' : '3 people'), `the group size (${text})`);
      const coupon = phone.locator('[data-testid=sf-activity-coupons] a.sf-activity-card', {
        hasText: couponTitle,
      });
      await coupon.waitFor();
      const couponText = (await coupon.textContent()) ?? '';
      assert(couponText.includes('5.00'), `what the coupon takes off (${couponText})`);
      assert(couponText.includes(zh ? '满¥50.00可用' : 'On ¥50.00+'), `from how much (${couponText})`);
      await group.scrollIntoViewIfNeeded();
      await screenshot(phone, `storefront-activity-blocks-${lang}`);
      if (!zh) continue;
      assert(
        (await coupon.getAttribute('href')) === `${H5}coupon-centre`,
        'the coupon card opens the claim centre',
      );
      await phone.locator('[data-testid=sf-activity-groupBuy] [data-testid=sf-activity-more]').click();
      await phone.waitForURL(`**${H5}groups`);
      await phone.goBack();
      await group.click();
      await phone.waitForURL(`**${H5}group-buy/${activity.id}`);
      await phone.locator('[data-testid=sf-gb-activity-page]').waitFor();
      assert(((await phone.textContent('body')) ?? '').includes(title), 'its group-buy page opened');
      await screenshot(phone, 'storefront-activity-group-opened-zh');
    }
  },
};
