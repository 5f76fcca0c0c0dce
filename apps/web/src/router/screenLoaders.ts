import type { ComponentType } from 'react';

/**
 * Where each screen's code is, as plain dynamic imports: the start-up warm-up asks for a screen's
 * code before React (or anything else heavy) has loaded.
 */
export const screenLoaders = {
  login: () => import('../features/auth/LoginPage.tsx'),
  register: () => import('../features/auth/RegisterPage.tsx'),
  store: () => import('../features/companies/CompaniesPage.tsx'),
  onboarding: () => import('../features/onboarding/OnboardingPage.tsx'),
  shopProfile: () => import('../features/onboarding/profile/ShopProfilePage.tsx'),
  help: () => import('../features/help/HelpPage.tsx'),
  notFound: () => import('../features/errors/NotFoundPage.tsx'),
  unauthorized: () => import('../features/errors/UnauthorizedPage.tsx'),
  layout: () => import('../layout/Layout.tsx'),
  dashboard: () => import('../features/dashboard/DashboardPage.tsx'),
  userCenter: () => import('../features/users/center/UserCenterPage.tsx'),
  shopStores: () => import('../features/stores/StoresPage.tsx'),
  shopDealers: () => import('../features/dealers/DealersPage.tsx'),
  coupons: () => import('../features/coupons/CouponsPage.tsx'),
  bargain: () => import('../features/bargain/BargainPage.tsx'),
  shopConfig: () => import('../features/system-config/ConfigPage.tsx'),
  shopNav: () => import('../features/navigation/NavPage.tsx'),
  shopDecoration: () => import('../features/decoration/PagesPage.tsx'),
  shopDecorationBuilder: () => import('../features/decoration/BuilderPage.tsx'),
  shopExpress: () => import('../features/express/ExpressPage.tsx'),
  staff: () => import('../features/users/UsersPage.tsx'),
  roles: () => import('../features/roles/RolesPage.tsx'),
  menus: () => import('../features/menus/MenusPage.tsx'),
  auditLog: () => import('../features/logs/LogsPage.tsx'),
  members: () => import('../features/members/MemberListPage.tsx'),
  dictionaries: () => import('../features/dictionaries/DictionaryPage.tsx'),
  platformCompany: () => import('../features/platform/company/CompanyPage.tsx'),
  platformCategory: () => import('../features/platform/category/CategoryPage.tsx'),
  platformPlan: () => import('../features/platform/plan/PlanPage.tsx'),
  platformStatus: () => import('../features/platform/status/StatusPage.tsx'),
  platformHome: () => import('../features/platform/home/HomePage.tsx'),
  media: () => import('../features/media/MediaPage.tsx'),
  goodsCategory: () => import('../features/goods/categories/CategoryPage.tsx'),
  goodsSpec: () => import('../features/goods/specs/SpecTemplatePage.tsx'),
  goodsFreight: () => import('../features/goods/freight/FreightPage.tsx'),
  goodsProduct: () => import('../features/goods/products/ProductListPage.tsx'),
  goodsEditor: () => import('../features/goods/products/editor/ProductEditorPage.tsx'),
  orderList: () => import('../features/orders/OrderListPage.tsx'),
  orderDetail: () => import('../features/orders/OrderDetailPage.tsx'),
  orderCreate: () => import('../features/orders/PlaceOrderPage.tsx'),
  orderVerify: () => import('../features/orders/PickupVerifyPage.tsx'),
  afterSaleList: () => import('../features/after-sales/AfterSaleListPage.tsx'),
  afterSaleDetail: () => import('../features/after-sales/AfterSaleDetailPage.tsx'),
  redirect: () => import('./RedirectPage.tsx'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

export type ScreenName = keyof typeof screenLoaders;
