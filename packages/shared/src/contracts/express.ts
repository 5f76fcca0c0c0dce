import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../list.ts';
import { wholeIn } from '../numberRange.ts';
import { idList, timestamp } from './common.ts';

/** The company's express companies (couriers): list, add, edit name and sort, delete. */
export const EXPRESS_URL = '/api/express';
/** The enabled couriers in their sort order, for the pickers (the order desk's ship dialog). */
export const EXPRESS_ENABLED_URL = '/api/express/enabled';
/** Enables or disables one courier. */
export const EXPRESS_SHOW_URL = '/api/express/show';

export const EXPRESS_CODE_MAX = 20;
export const EXPRESS_NAME_MAX = 30;
export const EXPRESS_SORT_MAX = 9999;

/** A courier code as the tracking providers know it (Kdniao style: SF, ZTO, JTSD), kept upper case. */
const expressCode = z
  .string()
  .trim()
  .regex(new RegExp(`^[A-Za-z0-9_-]{1,${EXPRESS_CODE_MAX}}$`), 'msg:expressCode')
  .transform((code) => code.toUpperCase());
const expressName = z.string().trim().min(1, 'msg:required').max(EXPRESS_NAME_MAX);
const expressSort = wholeIn(0, EXPRESS_SORT_MAX);

export const expressRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  sort: z.number(),
  isShow: z.boolean(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

const expressFilter = z.object({
  blurry: z.string().trim().max(50).optional(),
  isShow: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

/** What a picker offers: an enabled courier. */
const expressChoice = z.object({ code: z.string(), name: z.string() });

/** The normalised tracking states, whichever provider answered. */
const TRACKING_STATES = ['none', 'collected', 'inTransit', 'outForDelivery', 'signed', 'problem'] as const;
export type TrackingState = (typeof TRACKING_STATES)[number];

/** One line of a shipment's trace. */
const trackingTrace = z.object({
  time: timestamp(),
  text: z.string(),
  location: z.string().optional(),
});

/** A shipment's tracking: its state and trace lines newest first, who answered and when. */
export const trackingResult = z.object({
  state: z.enum(TRACKING_STATES),
  traces: z.array(trackingTrace),
  provider: z.string(),
  fetchedAt: timestamp(),
});

export const expressContract = {
  listQuery: pageQuerySchema.extend(expressFilter.shape),
  list: pageSchema(expressRow),
  one: expressRow,
  enabled: z.array(expressChoice),
  create: z.object({
    code: expressCode,
    name: expressName,
    sort: expressSort.default(0),
    isShow: z.boolean().default(true),
  }),
  /** The code is the courier's identity (tracking, orders): only the name and the place change. */
  update: z.object({ id: z.number().int().positive(), name: expressName, sort: expressSort }),
  show: z.object({ id: z.number().int().positive(), isShow: z.boolean() }),
  remove: idList,
};
