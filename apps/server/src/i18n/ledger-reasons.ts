import type { LedgerReason, StockReason } from '@hh/shared';
import { type SQL, sql } from 'drizzle-orm';
import { t } from './messages.ts';

type Params = Record<string, string>;

/** A reason the system writes on a ledger line: the zh text older clients show, the code and params newer ones translate. */
export interface CodedReason<C extends string> {
  reason: string;
  reasonCode: C;
  reasonParams: Params;
}

export const memberReason = (code: LedgerReason, params: Params = {}): CodedReason<LedgerReason> => ({
  reason: t('zh', `ledger.member.${code}`, params),
  reasonCode: code,
  reasonParams: params,
});

/** A coded reason whose params a statement reads (a moved order's code), for a line written in it. */
export interface ReadReason<C extends string> {
  reason: SQL;
  reasonCode: C;
  reasonParams: SQL;
}

/** `memberReason` with params read in the statement: the zh text put together there, the params as jsonb. */
export function memberReasonOf(code: LedgerReason, params: Record<string, SQL>): ReadReason<LedgerReason> {
  const parts = t('zh', `ledger.member.${code}`)
    .split(/\{(\w+)\}/)
    .map((part, i) => (i % 2 === 0 ? sql`${part}::text` : (params[part] ?? sql`${`{${part}}`}::text`)));
  const pairs = Object.entries(params).map(([k, v]) => sql`${k}::text, ${v}`);
  return {
    reason: sql`concat(${sql.join(parts, sql`, `)})`,
    reasonCode: code,
    reasonParams: sql`jsonb_build_object(${sql.join(pairs, sql`, `)})`,
  };
}

export const stockReason = (code: StockReason, params: Params): CodedReason<StockReason> => ({
  reason: t('zh', `ledger.stock.${code}`, params),
  reasonCode: code,
  reasonParams: params,
});
