import {
  DEFAULT_TERMINAL,
  type DecoDocumentInput,
  decoDocument,
  type NavLink,
  navLinkPath,
} from '@hh/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import type { FileStorage } from '../lib/storage/index.ts';
import { cleanHtml } from '../modules/goods/index.ts';
import {
  decoPages,
  decoPageVersions,
  goodsCategories,
  mediaGroups,
  navItems,
  products,
} from '../modules/schema.ts';
import { savePicture } from './media.ts';
import { bannerPicture } from './picture.ts';

interface ShopFace {
  companyId: number;
  /** Two or three banner slogans. */
  banners: string[];
  hue: number;
  notices: string[];
  activity: { name: string; title: string; intro: string };
}

/** Publishes a document as version 1 of a new page. */
async function publishPage(tx: Tx, companyId: number, input: DecoDocumentInput, isHome: boolean) {
  const document = decoDocument.parse(input);
  const [page] = await tx
    .insert(decoPages)
    .values({
      companyId,
      terminal: DEFAULT_TERMINAL,
      name: document.name,
      title: document.title,
      isHome,
      draft: document,
      revision: 0,
      publishedVersion: 1,
      publishedRevision: 0,
      publishedAt: new Date(),
      lastVersion: 1,
      updatedBy: 'admin',
    })
    .returning({ id: decoPages.id });
  await tx
    .insert(decoPageVersions)
    .values({ companyId, pageId: page!.id, version: 1, document, publishedBy: 'admin' });
  return page!.id;
}

async function seedShop(tx: Tx, storage: FileStorage, face: ShopFace) {
  const { companyId } = face;
  await seedTabs(tx, companyId);
  const [group] = await tx.insert(mediaGroups).values({ companyId, name: '店铺装修' }).returning();
  const place = { companyId, groupId: group!.id };
  const categories = await tx
    .select()
    .from(goodsCategories)
    .where(eq(goodsCategories.companyId, companyId))
    .orderBy(asc(goodsCategories.sort), asc(goodsCategories.id));
  const tops = categories.filter((c) => c.parentId === 0);
  const leaves = categories.filter((c) => c.parentId !== 0);
  const picks = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.onShelf, true), eq(products.isDeleted, false)))
    .orderBy(asc(products.id))
    .limit(6);
  const slides = [];
  for (const [i, text] of face.banners.entries()) {
    const picture = await savePicture(tx, storage, place, text, bannerPicture(face.hue + i * 40));
    const target = tops[i % tops.length];
    slides.push({ picture, title: text, link: target ? { kind: 'category' as const, id: target.id } : null });
  }
  const activityPicture = await savePicture(
    tx,
    storage,
    place,
    face.activity.name,
    bannerPicture(face.hue + 160),
  );
  const activityId = await publishPage(
    tx,
    companyId,
    {
      name: face.activity.name,
      title: face.activity.title,
      background: '#FFF4EC',
      sharePicture: activityPicture,
      shareTitle: face.activity.title,
      components: [
        {
          id: 'act-banner',
          type: 'banner',
          items: [{ picture: activityPicture, title: face.activity.title }],
        },
        { id: 'act-intro', type: 'richText', html: cleanHtml(face.activity.intro) },
        { id: 'act-title', type: 'title', text: '活动好物', subtitle: '精选好物，限时特惠', align: 'center' },
        {
          id: 'act-products',
          type: 'productList',
          source: { mode: 'picked', ids: picks.map((p) => p.id) },
          layout: 'list',
        },
        { id: 'act-divider', type: 'divider', lineStyle: 'dashed' },
        { id: 'act-store', type: 'storeInfo' },
      ],
    },
    false,
  );
  await publishPage(
    tx,
    companyId,
    {
      name: '首页',
      title: '首页',
      components: [
        { id: 'home-search', type: 'search', placeholder: '搜索商品', sticky: true },
        { id: 'home-banner', type: 'banner', items: slides },
        {
          id: 'home-grid',
          type: 'navGrid',
          columns: leaves.length >= 8 ? 4 : 5,
          items: leaves.slice(0, leaves.length >= 8 ? 8 : 5).map((leaf) => ({
            icon: leaf.pic ?? activityPicture,
            label: leaf.name.slice(0, 8),
            link: { kind: 'category' as const, id: leaf.id },
          })),
        },
        {
          id: 'home-notice',
          type: 'notice',
          items: face.notices.map((text, i) => ({
            text,
            link: i === 0 ? { kind: 'page' as const, id: activityId } : null,
          })),
        },
        // No title of their own: each block's heading is the shopper's language's (优惠券, Coupons …).
        { id: 'home-coupons', type: 'coupons', title: '', count: 4 },
        { id: 'home-seckill', type: 'seckill', title: '', count: 4 },
        { id: 'home-group-buy', type: 'groupBuy', title: '', count: 4 },
        { id: 'home-bargain', type: 'bargain', title: '', count: 4 },
        {
          id: 'home-ad',
          type: 'imageAd',
          layout: 'single',
          items: [{ picture: activityPicture, link: { kind: 'page', id: activityId } }],
        },
        ...tops.flatMap((top) => [
          {
            id: `home-title-${top.id}`,
            type: 'title' as const,
            text: top.name,
            moreText: '更多',
            moreLink: { kind: 'category' as const, id: top.id },
          },
          {
            id: `home-list-${top.id}`,
            type: 'productList' as const,
            source: { mode: 'category' as const, categoryId: top.id, count: 4, sort: 'sales' as const },
            layout: 'two' as const,
          },
        ]),
      ],
    },
    true,
  );
}

/** A shop's tabs as a shopper of a Chinese mobile shop expects them: the spec's four defaults and the cart. */
const DEMO_TABS: { navName: string; link: NavLink; navIcon: string }[] = [
  { navName: '首页', link: { kind: 'page', page: 'home' }, navIcon: 'builtin:home' },
  { navName: '分类', link: { kind: 'page', page: 'category' }, navIcon: 'builtin:category' },
  { navName: '购物车', link: { kind: 'page', page: 'cart' }, navIcon: 'builtin:cart' },
  { navName: '订单列表', link: { kind: 'page', page: 'orders' }, navIcon: 'builtin:order' },
  { navName: '个人中心', link: { kind: 'page', page: 'user' }, navIcon: 'builtin:user' },
];

async function seedTabs(tx: Tx, companyId: number) {
  await tx.insert(navItems).values(
    DEMO_TABS.map((tab, i) => ({
      ...tab,
      companyId,
      terminal: DEFAULT_TERMINAL,
      navUrl: navLinkPath(tab.link),
      navSort: i + 1,
      isHome: i === 0 ? 1 : 0,
    })),
  );
}

/**
 * Each demo shop's decorated home page (its marketing blocks under the notice: coupons, seckill, group
 * buy, bargain) and one activity page, both published, and its tabs with a cart.
 */
export async function seedDemoDecoration(
  tx: Tx,
  storage: FileStorage,
  companies: { sunrise: number; harbour: number },
) {
  await seedShop(tx, storage, {
    companyId: companies.sunrise,
    banners: ['新品上市 全场包邮', '数码好物 限时直降', '居家生活 品质优选'],
    hue: 200,
    notices: ['双十二狂欢节火热进行中，点击查看活动', '会员下单满 199 元包邮'],
    activity: {
      name: '双十二狂欢节',
      title: '双十二 · 好物狂欢',
      intro:
        '<p><strong>活动时间：</strong>12 月 1 日至 12 月 12 日</p><p>精选好物 <span style="color: #ff4d4f">限时特惠</span>，售完即止。</p>',
    },
  });
  await seedShop(tx, storage, {
    companyId: companies.harbour,
    banners: ['当季海鲜 产地直发', '鲜活到家 冷链配送'],
    hue: 170,
    notices: ['冬季海鲜节开幕，点击查看', '上午 11 点前下单当日送达'],
    activity: {
      name: '冬季海鲜节',
      title: '冬季海鲜节 · 鲜到家',
      intro:
        '<p><strong>海鲜节</strong>期间，精选海产每日特价。</p><p>全程冷链，<span style="color: #1677ff">坏单包赔</span>。</p>',
    },
  });
}
