import type { CompanyStatus } from '@hh/shared';
import { unchecked } from '../../http/client.ts';

export interface DashboardSummary {
  company: {
    companyId: number;
    companyKey: string;
    companyName: string;
    headPortrait: string | null;
    status: CompanyStatus;
    expireTime: string | null;
    planName: string | null;
    contactName: string | null;
    contactPhone: string | null;
  };
  storeCount: number;
  dealerCount: number;
  roles: string[];
}

export const fetchSummary = () => unchecked.get<DashboardSummary>('/api/dashboard/summary');
