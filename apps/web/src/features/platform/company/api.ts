import {
  type AUDIT_APPROVED,
  AUDIT_LIST_SIZE,
  type AUDIT_REJECTED,
  COMPANY_CONFIG_URL,
  type CompanyStatus,
  type platformCompanyRow,
  platformContract,
  type Wire,
} from '@hh/shared';
import type { CrudRecord } from '../../../components/crud/types.ts';
import { http, type QueryParams } from '../../../http/client.ts';

export const COMPANIES_URL = `${COMPANY_CONFIG_URL}/list`;

export type Company = Wire<typeof platformCompanyRow>;

/** The list component keys rows by `id`: every company shown carries `id` = `companyId`. */
export type CompanyRow = Company & CrudRecord;

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

export type Decision = typeof AUDIT_APPROVED | typeof AUDIT_REJECTED;

export const decide = (companyId: number, status: Decision, reason = '') =>
  http.post(`${COMPANY_CONFIG_URL}/authCompany`, platformContract.decided, { companyId, status, reason });

export const fetchAudits = (companyId: number) =>
  http.get(`${COMPANY_CONFIG_URL}/getAuditByCompanyId`, platformContract.audits, {
    companyId,
    size: AUDIT_LIST_SIZE,
  });
