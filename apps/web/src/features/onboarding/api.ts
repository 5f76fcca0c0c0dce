import {
  AUDIT_LIST_SIZE,
  COMPANY_CONFIG_URL,
  DASHBOARD_SUMMARY_URL,
  dashboardContract,
  onboardingContract,
  platformContract,
} from '@hh/shared';
import type { ShopProfileInput } from '../../components/shop-form/types.ts';
import { http } from '../../http/client.ts';

export const fetchShopSummary = () => http.get(DASHBOARD_SUMMARY_URL, dashboardContract.summary);

export const fetchPlans = () => http.get(`${COMPANY_CONFIG_URL}/getProduct`, onboardingContract.plans);

export const createOrder = (planId: number) =>
  http.post(`/api/createYlOrder/${planId}`, onboardingContract.order);

export const fetchOrderQr = (orderCode: string) =>
  http.post('/api/qrCode', onboardingContract.orderQr, { orderCode });

/** Polled while waiting for a payment: quiet, so a dropped poll does not pop up an error. */
export const fetchOrderState = (orderCode: string) =>
  http.get(`/api/ylOrder/${encodeURIComponent(orderCode)}`, onboardingContract.orderState, undefined, {
    quiet: true,
  });

export const fetchOrders = (page: number, size: number) =>
  http.get('/api/ylOrder', onboardingContract.orders, { page, size });

export const fetchAudits = (companyId: number) =>
  http.get(`${COMPANY_CONFIG_URL}/getAuditByCompanyId`, platformContract.audits, {
    companyId,
    size: AUDIT_LIST_SIZE,
  });

export const saveShopProfile = (input: ShopProfileInput) =>
  http.put(COMPANY_CONFIG_URL, onboardingContract.updated, input);
