import { DASHBOARD_SUMMARY_URL, dashboardContract } from '@hh/shared';
import { http } from '../../http/client.ts';

export const fetchSummary = () => http.get(DASHBOARD_SUMMARY_URL, dashboardContract.summary);
