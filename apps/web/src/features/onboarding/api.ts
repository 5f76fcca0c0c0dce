import type { Page } from '@hh/shared';
import type { ShopProfileInput } from '../../components/shop-form/types.ts';
import { unchecked } from '../../http/client.ts';
import type { AuditRecord, OrderState, OrderWithQr, Plan, PlanOrder, ShopSummary } from './types.ts';

export const AUDIT_LIST_SIZE = 100;

export const fetchShopSummary = () => unchecked.get<ShopSummary>('/api/dashboard/summary');

export const fetchPlans = () => unchecked.get<Plan[]>('/api/systemCompanyConfig/getProduct');

export const createOrder = (planId: number) => unchecked.post<PlanOrder>(`/api/createYlOrder/${planId}`);

export const fetchOrderQr = (orderCode: string) => unchecked.post<OrderWithQr>('/api/qrCode', { orderCode });

/** Polled while waiting for a payment: quiet, so a dropped poll does not pop up an error. */
export const fetchOrderState = (orderCode: string) =>
  unchecked.get<OrderState>(`/api/ylOrder/${encodeURIComponent(orderCode)}`, undefined, { quiet: true });

export const fetchOrders = (page: number, size: number) =>
  unchecked.get<Page<PlanOrder>>('/api/ylOrder', { page, size });

export const fetchAudits = (companyId: number) =>
  unchecked.get<Page<AuditRecord>>('/api/systemCompanyConfig/getAuditByCompanyId', {
    companyId,
    size: AUDIT_LIST_SIZE,
  });

export const saveShopProfile = (input: ShopProfileInput) =>
  unchecked.put<{ companyId: number }>('/api/systemCompanyConfig', input);
