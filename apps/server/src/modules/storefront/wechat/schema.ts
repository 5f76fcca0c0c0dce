import { bigint, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, companyId, createdAt, updatedAt } from '../../../db/columns.ts';

/**
 * A started WeChat web sign-in: the state sent to WeChat (kept as its hash) names the shopper's
 * session that started it; it is taken once, before its code is exchanged, and only by that session.
 */
export const wechatOAuthStates = pgTable(
  'wechat_oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    companyId: companyId(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    sessionId: text('session_id').notNull(),
    /** The storefront page the shopper goes back to (a page of the same shop). */
    back: text('back').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('wechat_oauth_states_expires_idx').on(t.expiresAt)],
);

/** A shopper's openid under one official account (JSAPI pays as it). */
export const shopperWechatOpenids = pgTable(
  'shopper_wechat_openids',
  {
    companyId: companyId(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    appId: text('app_id').notNull(),
    openid: text('openid').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.memberId, t.appId] })],
);
