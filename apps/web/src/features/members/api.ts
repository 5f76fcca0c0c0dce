import {
  type LedgerKind,
  type ledgerRow,
  MEMBERS_URL,
  type memberRow,
  membersContract,
  type Wire,
} from '@hh/shared';
import { http } from '../../http/client.ts';

export type Member = Wire<typeof memberRow>;
export type LedgerLine = Wire<typeof ledgerRow>;
type MoneyInput = Wire<typeof membersContract.money>;
export type MoneyResult = Wire<typeof membersContract.moneySet>;

const PICKER_SIZE = 20;

export const fetchMember = (uid: number) => http.get(`${MEMBERS_URL}/${uid}`, membersContract.one);

export const searchMembers = (blurry: string) =>
  http.get(MEMBERS_URL, membersContract.list, { page: 0, size: PICKER_SIZE, sort: 'uid,desc', blurry });

export const setMemberStatus = (uid: number, status: 0 | 1) =>
  http.post(`${MEMBERS_URL}/onStatus/${uid}`, membersContract.statusSet, { status });

export const adjustMoney = (input: MoneyInput) =>
  http.post(`${MEMBERS_URL}/money`, membersContract.moneySet, input);

export const setSpread = (uid: number, spreadUid: number) =>
  http.post(`${MEMBERS_URL}/spread`, membersContract.one, { uid, spreadUid });

export const fetchLedger = (uid: number, kind: LedgerKind, page: number, size: number) =>
  http.get(`${MEMBERS_URL}/${uid}/ledger`, membersContract.ledger, { page, size, kind });
