import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../list.ts';
import { COUNT_MAX, wholeIn } from '../numberRange.ts';
import { codedReason, dateParam, idList, messageSchema, mobile, moneyAmount, timestamp } from './common.ts';

/** The spec's URL for the storefront's members (shoppers). */
export const MEMBERS_URL = '/api/user';

const LEDGER_KINDS = ['wallet', 'points'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Why the system changed a wallet or points balance (`ledgerRow.reasonCode`). */
const LEDGER_REASONS = [
  'orderPay',
  'orderRefund',
  'paymentReturn',
  'openingBalance',
  'openingPoints',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];
/** The wallet and points ledger's reason code and params, as the wallet pages read them. */
export const ledgerReason = codedReason(LEDGER_REASONS);

const flag = z.union([z.literal(0), z.literal(1)]);
/** 1 adds, 2 takes away. */
const direction = z.union([z.literal(1), z.literal(2)]);

const memberInput = z.object({
  nickname: z.string().trim().min(1, 'msg:required').max(40),
  realName: z.string().trim().max(40).nullable().default(null),
  phone: mobile().nullable().default(null),
  avatar: z.string().trim().max(500).nullable().default(null),
  sex: wholeIn(0, 2).default(0),
  level: wholeIn(0, 99).default(0),
  status: flag.default(1),
  remark: z.string().trim().max(500).nullable().default(null),
});

export const memberRow = z.object({
  uid: z.number(),
  nickname: z.string(),
  realName: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  sex: z.number(),
  level: z.number(),
  nowMoney: z.string(),
  brokeragePrice: z.string(),
  integral: z.number(),
  spreadUid: z.number().nullable(),
  /** The promoter's nickname, on listed and read rows. */
  spreadName: z.string().nullable().optional(),
  spreadTime: timestamp().nullable(),
  status: z.number(),
  userType: z.string(),
  remark: z.string().nullable(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

export const ledgerRow = z.object({
  id: z.number(),
  uid: z.number(),
  kind: z.enum(LEDGER_KINDS),
  change: z.string(),
  balance: z.string(),
  reason: z.string(),
  ...ledgerReason,
  operatorId: z.number().nullable(),
  createdAt: timestamp(),
});

export const memberFilter = z.object({
  blurry: z.string().trim().max(50).optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
  level: z.coerce.number().int().min(0).max(99).optional(),
  spreadUid: z.coerce.number().int().positive().optional(),
  createTime: z.array(dateParam()).length(2).optional(),
});

const uid = z.number().int().positive();
const remark = z.string().trim().min(1, 'msg:required').max(200);

export const membersContract = {
  listQuery: pageQuerySchema.extend(memberFilter.shape),
  list: pageSchema(memberRow),
  exportQuery: memberFilter,
  one: memberRow,
  create: memberInput,
  update: memberInput.extend({ uid }),
  remove: idList,
  setStatus: z.object({ status: flag }),
  statusSet: messageSchema,
  money: z.object({ uid, ptype: direction, money: moneyAmount(), remark }),
  moneySet: z.object({ uid: z.number(), nowMoney: z.string(), message: z.string() }),
  points: z.object({ uid, ptype: direction, integral: wholeIn(1, COUNT_MAX), remark }),
  pointsSet: z.object({ uid: z.number(), integral: z.number(), message: z.string() }),
  spread: z.object({ uid, spreadUid: z.number().int().min(0) }),
  ledgerQuery: pageQuerySchema.extend({ kind: z.enum(LEDGER_KINDS).optional() }),
  ledger: pageSchema(ledgerRow),
};
