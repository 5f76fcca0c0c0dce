import { COMPANY_STATUSES, type CompanyStatus } from '@hh/shared';
import type { LiveEventOf, LiveEventType, LiveMessage } from './types.ts';

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string';
const isCompanyStatus = (value: unknown): value is CompanyStatus =>
  (COMPANY_STATUSES as readonly unknown[]).includes(value);

type Reader<K extends LiveEventType> = (data: Fields, at: string) => LiveEventOf<K> | null;

const decisionOf = (data: Fields) =>
  isText(data.reason) && isText(data.companyName)
    ? { reason: data.reason, companyName: data.companyName }
    : null;

const approved: Reader<'company.approved'> = (data, at) => {
  const decision = decisionOf(data);
  return decision && { type: 'company.approved', data: decision, at };
};

const rejected: Reader<'company.rejected'> = (data, at) => {
  const decision = decisionOf(data);
  return decision && { type: 'company.rejected', data: decision, at };
};

const readers: { [K in LiveEventType]: Reader<K> } = {
  'company.paid': (data, at) =>
    isText(data.orderCode) && isText(data.planName) && isCompanyStatus(data.companyStatus)
      ? {
          type: 'company.paid',
          data: { orderCode: data.orderCode, planName: data.planName, companyStatus: data.companyStatus },
          at,
        }
      : null,
  'company.approved': approved,
  'company.rejected': rejected,
  'member.balance': (data, at) =>
    typeof data.uid === 'number' && isText(data.change) && isText(data.nowMoney) && isText(data.by)
      ? {
          type: 'member.balance',
          data: { uid: data.uid, change: data.change, nowMoney: data.nowMoney, by: data.by },
          at,
        }
      : null,
};

const isEventType = (value: unknown): value is LiveEventType =>
  isText(value) && Object.hasOwn(readers, value);

/** Reads one socket message; anything malformed or of an unknown type is `unknown`, never thrown. */
export function parseLiveMessage(text: string): LiveMessage {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return { kind: 'unknown' };
  }
  if (!isObject(message)) return { kind: 'unknown' };
  if (message.type === 'hello') return { kind: 'hello' };
  const { type, data } = message;
  if (!isEventType(type) || !isObject(data)) return { kind: 'unknown' };
  const event = readers[type](data, isText(message.at) ? message.at : new Date().toISOString());
  return event ? { kind: 'event', event } : { kind: 'unknown' };
}
