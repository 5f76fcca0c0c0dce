import type { Flow } from '../lib/harness.ts';
import { afterSalesPhoneFlow, afterSalesRefundOnlyFlow, afterSalesReturnFlow } from './afterSales.ts';
import { auditLogFlow, auditLogReadableFlow } from './auditLog.ts';
import { bargainFlow } from './bargain.ts';
import { couponChannelsFlow } from './couponChannels.ts';
import { couponCheckoutFlow } from './couponCheckout.ts';
import { couponsFlow } from './coupons.ts';
import { dashboardBlocksFlow } from './dashboardBlocks.ts';
import { dashboardSalesFlow } from './dashboardSales.ts';
import { decorationFlow } from './decoration.ts';
import { dictionariesFlow, dictionariesReadOnlyFlow } from './dictionaries.ts';
import { englishListsFlow, englishNamesSwitchFlow } from './englishLists.ts';
import { memberExportFlow } from './exports.ts';
import { formsFlow, roleNamesFlow } from './forms.ts';
import { goodsCategoriesFlow, goodsFreightFlow, goodsSpecTemplatesFlow } from './goodsCatalog.ts';
import { goodsDashboardFlow, goodsEditorCreateFlow, goodsEditorTemplateFlow } from './goodsEditor.ts';
import { goodsEditorPhoneFlow, goodsEditorSaveBarFlow } from './goodsEditorLayout.ts';
import { goodsEditorTabsFlow } from './goodsEditorTabs.ts';
import {
  goodsProductBulkFlow,
  goodsProductClerkFlow,
  goodsProductExportFlow,
  goodsProductImportFlow,
  goodsProductRecycleFlow,
  goodsProductStockFlow,
  goodsProductTabsFlow,
} from './goodsProducts.ts';
import { groupBuyFlow } from './groupBuy.ts';
import { groupBuyStorefrontFlow } from './groupBuyStorefront.ts';
import { languageFlow } from './language.ts';
import { loginFlow } from './login.ts';
import { logoutFlow } from './logout.ts';
import { mediaLibraryFlow, mediaPickerFlow } from './media.ts';
import { memberScreensFlow } from './memberScreens.ts';
import { membersPromoterFlow, membersSearchAddFlow, membersWalletFlow } from './members.ts';
import { menusAdminFlow } from './menusAdmin.ts';
import { mobileFlow } from './mobile.ts';
import { onboardingFlow } from './onboarding.ts';
import { ordersLiveStatusFlow, ordersSettingsFlow } from './orderDesk.ts';
import { ordersStorefrontFlow, ordersTimersFlow } from './orderProofs.ts';
import { orderReviewFlow } from './orderReview.ts';
import {
  ordersBatchShipFlow,
  ordersExportFlow,
  ordersPhoneFlow,
  ordersPlaceFlow,
  ordersPriceRemarkFlow,
  ordersSavedAddressWalletFlow,
  ordersShipFlow,
  ordersVerifyFlow,
} from './orders.ts';
import { phoneAndEnglishFlow } from './phoneAndEnglish.ts';
import { platformApprovalFlow } from './platformApproval.ts';
import { platformCategoriesFlow, platformPlansFlow, platformStatusFlow } from './platformCatalog.ts';
import { platformHomeDemoFlow, platformHomeFreshFlow } from './platformHome.ts';
import { promotionsFlow } from './promotions.ts';
import { redirectFlow } from './redirect.ts';
import { rolesGrantFlow } from './rolesGrant.ts';
import { screenshotsFlow } from './screenshots.ts';
import { searchFlow } from './search.ts';
import { seckillFlow } from './seckill.ts';
import { settingsFlow, shopFooterFlow } from './settings.ts';
import { forbiddenFlow, helpAsideFlow, phoneFormsFlow, shopSwitchFlow, tabQueryFlow } from './shell.ts';
import { shopConfigFlow } from './shopConfig.ts';
import { shopExpressFlow } from './shopExpress.ts';
import { shopDealersFlow, shopStoresFlow } from './shopLists.ts';
import { shopNavFlow } from './shopNav.ts';
import { shopNavLinksFlow } from './shopNavLinks.ts';
import { shopPeopleFlow } from './shopPeople.ts';
import { sidebarFlow } from './sidebar.ts';
import { sizeFlow } from './size.ts';
import { staffInviteFlow } from './staffInvite.ts';
import { staffListFlow } from './staffList.ts';
import { afterSalesLiveFlow, staffRefundsFlow } from './staffRefunds.ts';
import { storeFlow } from './store.ts';
import { storefrontActivitiesFlow } from './storefrontActivities.ts';
import { storefrontCartFlow } from './storefrontCart.ts';
import { storefrontCheckoutFlow } from './storefrontCheckout.ts';
import { storefrontExpressJourneyFlow, storefrontPickupJourneyFlow } from './storefrontJourneys.ts';
import { storefrontOrdersFlow } from './storefrontOrders.ts';
import { storefrontPageFlow } from './storefrontPage.ts';
import { storefrontSignInFlow } from './storefrontSignIn.ts';
import { storefrontTruthFlow } from './storefrontTruth.ts';
import { systemScreensFlow } from './systemScreens.ts';
import { tabsFlow, tabsScrollPaddingFlow } from './tabs.ts';
import { unauthorizedFlow } from './unauthorized.ts';

export const flows: Flow[] = [
  loginFlow,
  redirectFlow,
  storeFlow,
  sidebarFlow,
  tabsFlow,
  tabsScrollPaddingFlow,
  searchFlow,
  languageFlow,
  sizeFlow,
  settingsFlow,
  shopFooterFlow,
  unauthorizedFlow,
  shopSwitchFlow,
  forbiddenFlow,
  helpAsideFlow,
  phoneFormsFlow,
  tabQueryFlow,
  mobileFlow,
  phoneAndEnglishFlow,
  logoutFlow,
  shopStoresFlow,
  shopDealersFlow,
  shopConfigFlow,
  shopNavFlow,
  decorationFlow,
  shopNavLinksFlow,
  shopExpressFlow,
  membersSearchAddFlow,
  membersWalletFlow,
  membersPromoterFlow,
  memberExportFlow,
  dictionariesFlow,
  dictionariesReadOnlyFlow,
  memberScreensFlow,
  staffListFlow,
  englishListsFlow,
  englishNamesSwitchFlow,
  staffInviteFlow,
  rolesGrantFlow,
  formsFlow,
  roleNamesFlow,
  menusAdminFlow,
  auditLogFlow,
  auditLogReadableFlow,
  systemScreensFlow,
  onboardingFlow,
  platformApprovalFlow,
  platformCategoriesFlow,
  platformPlansFlow,
  platformStatusFlow,
  platformHomeFreshFlow,
  platformHomeDemoFlow,
  mediaLibraryFlow,
  mediaPickerFlow,
  goodsCategoriesFlow,
  goodsSpecTemplatesFlow,
  goodsFreightFlow,
  goodsProductTabsFlow,
  goodsProductBulkFlow,
  goodsProductStockFlow,
  goodsProductRecycleFlow,
  goodsProductExportFlow,
  goodsProductImportFlow,
  goodsProductClerkFlow,
  goodsEditorCreateFlow,
  goodsEditorTemplateFlow,
  goodsEditorTabsFlow,
  goodsEditorSaveBarFlow,
  goodsEditorPhoneFlow,
  goodsDashboardFlow,
  ordersPlaceFlow,
  ordersSavedAddressWalletFlow,
  ordersShipFlow,
  ordersPriceRemarkFlow,
  ordersVerifyFlow,
  ordersExportFlow,
  ordersBatchShipFlow,
  ordersPhoneFlow,
  ordersStorefrontFlow,
  ordersTimersFlow,
  ordersSettingsFlow,
  ordersLiveStatusFlow,
  orderReviewFlow,
  dashboardSalesFlow,
  dashboardBlocksFlow,
  afterSalesRefundOnlyFlow,
  afterSalesReturnFlow,
  afterSalesPhoneFlow,
  staffRefundsFlow,
  afterSalesLiveFlow,
  screenshotsFlow,
  storefrontPageFlow,
  storefrontActivitiesFlow,
  storefrontTruthFlow,
  storefrontSignInFlow,
  storefrontCartFlow,
  storefrontCheckoutFlow,
  storefrontOrdersFlow,
  storefrontExpressJourneyFlow,
  storefrontPickupJourneyFlow,
  shopPeopleFlow,
  couponsFlow,
  bargainFlow,
  promotionsFlow,
  couponCheckoutFlow,
  groupBuyFlow,
  seckillFlow,
  groupBuyStorefrontFlow,
  couponChannelsFlow,
];
