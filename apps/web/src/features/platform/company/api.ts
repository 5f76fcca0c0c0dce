import { AUDIT_LIST_SIZE, type CompanyStatus, type Page } from '@hh/shared';
import type { CrudRecord } from '../../../components/crud/types.ts';
import { type QueryParams, unchecked } from '../../../http/client.ts';

export const COMPANIES_URL = '/api/systemCompanyConfig/list';

export interface Company {
  companyId: number;
  companyKey: string;
  companyName: string;
  headPortrait: string | null;
  contactName: string | null;
  contactPhone: string | null;
  status: CompanyStatus;
  planName: string | null;
  expireTime: string | null;
  createdAt: string;
}

/** The list component keys rows by `id`: every company shown carries `id` = `companyId`. */
export type CompanyRow = Company & CrudRecord;

export const withIds = <T extends Company>(rows: T[]): (T & CrudRecord)[] =>
  rows.map((row) => ({ ...row, id: row.companyId }));

export const ALL_STATUSES = 'all';
export type StatusFilter = CompanyStatus | typeof ALL_STATUSES;

export interface CompanyQuery {
  status: StatusFilter;
  blurry?: string;
}

/** The approval queue is what the platform looks at first. */
export const DEFAULT_COMPANY_QUERY: CompanyQuery = { status: 'pending_approval' };

export const companyParams = (query: CompanyQuery): QueryParams => ({
  status: query.status === ALL_STATUSES ? undefined : query.status,
  blurry: query.blurry?.trim(),
});

export const APPROVE = 1;
export const REJECT = 2;
export type Decision = typeof APPROVE | typeof REJECT;

export interface AuditLine {
  id: number;
  status: number;
  reason: string;
  operatorName: string | null;
  createdAt: string;
}

export const decide = (companyId: number, status: Decision, reason = '') =>
  unchecked.post<AuditLine>('/api/systemCompanyConfig/authCompany', { companyId, status, reason });

export const fetchAudits = (companyId: number) =>
  unchecked.get<Page<AuditLine>>('/api/systemCompanyConfig/getAuditByCompanyId', {
    companyId,
    size: AUDIT_LIST_SIZE,
  });
