import type { PromotionKind, PromotionScope, PromotionTier } from '@hh/shared';
import { boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, companyId, createdAt, id, money, updatedAt } from '../../db/columns.ts';

/**
 * A full-reduction rule (满减 / 满折 / 满额包邮): its tiers (ascending thresholds on the eligible
 * goods' subtotal), whether an amount-off rule repeats ("每满 X 减 Y") and its cap, the goods it
 * counts, and when it runs. Checkout reads the running ones through the evaluator.
 */
export const promotionRules = pgTable(
  'promotion_rules',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    kind: text('kind').$type<PromotionKind>().notNull(),
    tiers: jsonb('tiers').$type<PromotionTier[]>().notNull(),
    repeat: boolean('repeat').notNull().default(false),
    cap: money('cap'),
    scope: text('scope').$type<PromotionScope>().notNull().default('all'),
    scopeIds: jsonb('scope_ids').$type<number[]>().notNull().default([]),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('promotion_rules_company_idx').on(t.companyId, t.enabled, t.endAt)],
);
