import type { Page } from '@hh/shared';
import { unchecked } from '../../http/client.ts';
import type { MoneyDirection } from './money.ts';

export const MEMBER_URL = '/api/user';

export interface Member {
  uid: number;
  nickname: string;
  realName: string | null;
  phone: string | null;
  avatar: string | null;
  sex: number;
  level: number;
  nowMoney: string;
  brokeragePrice: string;
  integral: number;
  spreadUid: number | null;
  spreadTime: string | null;
  status: number;
  userType: string;
  remark: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface MemberInput {
  nickname: string;
  realName: string | null;
  phone: string | null;
  avatar: string | null;
  sex: number;
  level: number;
  status: number;
  remark: string | null;
}

export type LedgerKind = 'wallet' | 'points';

export interface LedgerLine {
  id: number;
  uid: number;
  kind: LedgerKind;
  change: string;
  balance: string;
  reason: string;
  operatorId: number | null;
  createdAt: string;
}

export interface MoneyInput {
  uid: number;
  ptype: MoneyDirection;
  money: string;
  remark: string;
}

export interface MoneyResult {
  uid: number;
  nowMoney: string;
  message: string;
}

export const PICKER_SIZE = 20;

export const fetchMember = (uid: number) => unchecked.get<Member>(`${MEMBER_URL}/${uid}`);

export const searchMembers = (blurry: string) =>
  unchecked.get<Page<Member>>(MEMBER_URL, { page: 0, size: PICKER_SIZE, sort: 'uid,desc', blurry });

export const setMemberStatus = (uid: number, status: 0 | 1) =>
  unchecked.post<{ message: string }>(`${MEMBER_URL}/onStatus/${uid}`, { status });

export const adjustMoney = (input: MoneyInput) => unchecked.post<MoneyResult>(`${MEMBER_URL}/money`, input);

export const setSpread = (uid: number, spreadUid: number) =>
  unchecked.post<Member>(`${MEMBER_URL}/spread`, { uid, spreadUid });

export const fetchLedger = (uid: number, kind: LedgerKind, page: number, size: number) =>
  unchecked.get<Page<LedgerLine>>(`${MEMBER_URL}/${uid}/ledger`, { page, size, kind });
