import { z } from 'zod';
import { COMPANY_STATUSES } from '../constants.ts';
import { AFTER_SALE_TYPES } from './after-sales.ts';
import { SHOP_ORDER_STATUSES } from './orders.ts';

export const LIVE_TICKET_URL = '/api/ws/ticket';

export const liveContract = {
  /** A one-time ticket that opens the live socket (`GET /api/ws?ticket=`) within `expiresIn` seconds. */
  ticket: z.object({ ticket: z.string(), expiresIn: z.number() }),
  socketQuery: z.object({ ticket: z.string().max(100) }),
};

const companyDecision = z.object({ reason: z.string(), companyName: z.string() });

/** The data of each event the live socket pushes, by event type. */
export const liveEventData = {
  'company.paid': z.object({
    orderCode: z.string(),
    planName: z.string(),
    companyStatus: z.enum(COMPANY_STATUSES),
  }),
  'company.approved': companyDecision,
  'company.rejected': companyDecision,
  'member.balance': z.object({ uid: z.number(), change: z.string(), nowMoney: z.string(), by: z.string() }),
  /** An order was paid (wallet or provider): the desk's live notice. */
  'order.paid': z.object({
    orderId: z.number(),
    code: z.string(),
    payAmount: z.string(),
    method: z.string(),
  }),
  /** A new after-sale request (a shopper's, or one staff took down for a shopper): the desk's live notice. */
  'afterSale.submitted': z.object({
    afterSaleId: z.number(),
    code: z.string(),
    orderId: z.number(),
    orderCode: z.string(),
    type: z.enum(AFTER_SALE_TYPES),
    amount: z.string(),
  }),
  /** Coupons of an issue were claimed or pushed: the issues list refetches its counts, no notice. */
  'coupon.claimed': z.object({ issueId: z.number(), claimed: z.number(), remaining: z.number().nullable() }),
  /** An order changed status (anyone: staff, a shopper, a timer): the desk's lists and details refetch, no notice. */
  'order.status': z.object({
    orderId: z.number(),
    code: z.string(),
    from: z.enum(SHOP_ORDER_STATUSES),
    to: z.enum(SHOP_ORDER_STATUSES),
  }),
};
