import type { MenuComponent } from '@hh/shared';
import type { LazyScreen } from './lazyScreen.tsx';
import { screens } from './screens.ts';

/** The screen of every entry of the shared menu table, by its component key. */
const tableScreens: Record<MenuComponent, LazyScreen> = {
  'system/user/index': screens.staff,
  'system/role/index': screens.roles,
  'system/menu/index': screens.menus,
  'system/log/index': screens.auditLog,
  'system/dict/index': screens.dictionaries,
  'member/user/index': screens.members,
  'shop/stores/index': screens.shopStores,
  'shop/dealer/index': screens.shopDealers,
  'shop/config/index': screens.shopConfig,
  'shop/nav/index': screens.shopNav,
  'shop/decoration/index': screens.shopDecoration,
  'shop/decoration/builder': screens.shopDecorationBuilder,
  'shop/express/index': screens.shopExpress,
  'shop/profile/index': screens.shopProfile,
  'platform/company/index': screens.platformCompany,
  'platform/category/index': screens.platformCategory,
  'platform/plan/index': screens.platformPlan,
  'platform/status/index': screens.platformStatus,
  'study/materia/index': screens.media,
  'goods/product/index': screens.goodsProduct,
  'goods/product/form': screens.goodsEditor,
  'goods/category/index': screens.goodsCategory,
  'goods/spec/index': screens.goodsSpec,
  'goods/freight/index': screens.goodsFreight,
  'orders/index': screens.orderList,
  'orders/detail': screens.orderDetail,
  'orders/create': screens.orderCreate,
  'orders/verify': screens.orderVerify,
  'after-sales/index': screens.afterSaleList,
  'after-sales/detail': screens.afterSaleDetail,
};

/** Screens a menu row may name beyond the table, open to every member: their own pages. */
const openScreens: Record<string, LazyScreen> = {
  'dashboard/index': screens.dashboard,
  'user/center/index': screens.userCenter,
};

const menuScreens: Record<string, LazyScreen> = { ...openScreens, ...tableScreens };

export function screenFor(component: string): LazyScreen | undefined {
  return menuScreens[component.replace(/^\/+/, '').replace(/\.(vue|tsx)$/, '')];
}
