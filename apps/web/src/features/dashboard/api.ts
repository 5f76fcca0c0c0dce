import { DASHBOARD_SUMMARY_URL, DEMO_ORDERS_URL, dashboardContract } from '@hh/shared';
import { http } from '../../http/client.ts';

export const fetchSummary = () => http.get(DASHBOARD_SUMMARY_URL, dashboardContract.summary);

/** The company's demo orders being made in the background (the demo's first start). */
export const fetchDemoOrders = () => http.get(DEMO_ORDERS_URL, dashboardContract.demoOrders);
