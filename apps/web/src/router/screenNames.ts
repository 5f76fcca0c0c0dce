import type { MenuComponent } from '@hh/shared';
import type { ScreenName } from './screenLoaders.ts';

/** The screen of every entry of the shared menu table, by its component key. */
const tableScreens: Record<MenuComponent, ScreenName> = {
  'system/user/index': 'staff',
  'system/role/index': 'roles',
  'system/menu/index': 'menus',
  'system/log/index': 'auditLog',
  'system/dict/index': 'dictionaries',
  'member/user/index': 'members',
  'shop/stores/index': 'shopStores',
  'shop/dealer/index': 'shopDealers',
  'shop/config/index': 'shopConfig',
  'shop/nav/index': 'shopNav',
  'shop/decoration/index': 'shopDecoration',
  'shop/decoration/builder': 'shopDecorationBuilder',
  'shop/express/index': 'shopExpress',
  'shop/profile/index': 'shopProfile',
  'platform/company/index': 'platformCompany',
  'platform/category/index': 'platformCategory',
  'platform/plan/index': 'platformPlan',
  'platform/status/index': 'platformStatus',
  'study/materia/index': 'media',
  'goods/product/index': 'goodsProduct',
  'goods/product/form': 'goodsEditor',
  'goods/category/index': 'goodsCategory',
  'goods/spec/index': 'goodsSpec',
  'goods/freight/index': 'goodsFreight',
  'orders/index': 'orderList',
  'orders/detail': 'orderDetail',
  'orders/create': 'orderCreate',
  'orders/verify': 'orderVerify',
  'after-sales/index': 'afterSaleList',
  'after-sales/detail': 'afterSaleDetail',
  'marketing/coupons/index': 'coupons',
  'marketing/bargain/index': 'bargain',
  'marketing/group-buy/index': 'groupBuy',
  'marketing/promotions/index': 'promotions',
  'marketing/seckill/index': 'seckill',
  // Open to every member at /dashboard; the table's entry grants its blocks one by one.
  'dashboard/index': 'dashboard',
};

/** Screens a menu row may name beyond the table, open to every member: their own pages. */
const openScreens: Record<string, ScreenName> = {
  'user/center/index': 'userCenter',
};

const menuScreens: Record<string, ScreenName> = { ...openScreens, ...tableScreens };

/** The screen a menu row's component names, without loading any screen (nor React). */
export function screenNameFor(component: string): ScreenName | undefined {
  return menuScreens[component.replace(/^\/+/, '').replace(/\.(vue|tsx)$/, '')];
}
