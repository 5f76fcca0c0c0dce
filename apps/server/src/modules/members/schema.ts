import type { LedgerKind, LedgerReason } from '@hh/shared';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { companyId, createdAt, money, updatedAt } from '../../db/columns.ts';

/** A customer of a company's storefront. Money is numeric(12,2) (db/columns.ts money), never floating point. */
export const members = pgTable(
  'members',
  {
    uid: bigserial('uid', { mode: 'number' }).primaryKey(),
    companyId: companyId(),
    nickname: text('nickname').notNull(),
    realName: text('real_name'),
    phone: text('phone'),
    avatar: text('avatar'),
    sex: integer('sex').notNull().default(0),
    level: integer('level').notNull().default(0),
    nowMoney: money('now_money').notNull().default('0'),
    brokeragePrice: money('brokerage_price').notNull().default('0'),
    integral: integer('integral').notNull().default(0),
    spreadUid: bigint('spread_uid', { mode: 'number' }),
    spreadTime: timestamp('spread_time', { withTimezone: true }),
    status: integer('status').notNull().default(1),
    userType: text('user_type').notNull().default('h5'),
    remark: text('remark'),
    addIp: text('add_ip'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('members_phone_uq').on(t.companyId, t.phone),
    index('members_company_uid_idx').on(t.companyId, t.uid),
    index('members_spread_idx').on(t.companyId, t.spreadUid),
  ],
);

/** One line per change of a member's wallet or points: how much, the balance after, why, by whom. */
export const memberLedger = pgTable(
  'member_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: companyId(),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    change: money('change').notNull(),
    balance: money('balance').notNull(),
    reason: text('reason').notNull(),
    /** The system's reason (null on a staff remark): the clients translate it, `reason` keeps the zh text. */
    reasonCode: text('reason_code').$type<LedgerReason>(),
    reasonParams: jsonb('reason_params').$type<Record<string, string>>(),
    operatorId: bigint('operator_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [index('member_ledger_uid_idx').on(t.uid, t.id)],
);
