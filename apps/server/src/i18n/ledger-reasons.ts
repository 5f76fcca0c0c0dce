import type { LedgerReason, StockReason } from '@hh/shared';
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

export const stockReason = (code: StockReason, params: Params): CodedReason<StockReason> => ({
  reason: t('zh', `ledger.stock.${code}`, params),
  reasonCode: code,
  reasonParams: params,
});
