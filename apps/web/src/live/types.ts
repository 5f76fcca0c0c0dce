import type { CompanyStatus } from '@hh/shared';

export interface CompanyPaid {
  orderCode: string;
  planName: string;
  companyStatus: CompanyStatus;
}

export interface CompanyDecision {
  reason: string;
  companyName: string;
}

export interface MemberBalance {
  uid: number;
  change: string;
  nowMoney: string;
  by: string;
}

interface EventData {
  'company.paid': CompanyPaid;
  'company.approved': CompanyDecision;
  'company.rejected': CompanyDecision;
  'member.balance': MemberBalance;
}

export type LiveEventType = keyof EventData;

/** One notice pushed by the server for the current shop. */
export type LiveEvent = { [K in LiveEventType]: { type: K; data: EventData[K]; at: string } }[LiveEventType];

export type LiveEventOf<K extends LiveEventType> = Extract<LiveEvent, { type: K }>;

/** What a socket message is: the greeting, a known event, or something to ignore. */
export type LiveMessage = { kind: 'hello' } | { kind: 'event'; event: LiveEvent } | { kind: 'unknown' };
