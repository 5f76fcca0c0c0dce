import type { CompanyStatus } from '@hh/shared';
import type { ShopInfo } from '../../session/types.ts';

export interface Plan {
  id: number;
  name: string;
  nameEn: string;
  price: string;
  durationDays: number;
  maxStores: number;
  maxStaff: number;
  enabled: boolean;
}

export type OrderStatus = 'unpaid' | 'paid' | 'closed';

/** A purchase of a plan by the current shop. */
export interface PlanOrder {
  orderCode: string;
  planId: number;
  planName: string;
  amount: string;
  durationDays: number;
  status: OrderStatus;
  payUrl: string;
  paidAt: string | null;
  createdAt: string;
}

export interface OrderWithQr extends PlanOrder {
  /** A 300×300 PNG data URL of the payment link. */
  qrCode: string;
}

export interface OrderState extends PlanOrder {
  companyStatus: CompanyStatus;
}

/** One approval decision: status 1 approved, 2 rejected. */
export interface AuditRecord {
  id: number;
  companyId: number;
  status: number;
  reason: string;
  operatorName: string | null;
  createdAt: string;
}

export const AUDIT_APPROVED = 1;
export const AUDIT_REJECTED = 2;

export interface ShopDetails extends Omit<ShopInfo, 'roles'> {
  contactName: string | null;
  contactPhone: string | null;
  /** Not sent by the server yet; the form then asks for the category again. */
  categoryId?: number | null;
}

export interface ShopSummary {
  company: ShopDetails;
  storeCount: number;
  dealerCount: number;
  roles: string[];
}
