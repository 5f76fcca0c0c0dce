import { type recentError, SYSTEM_STATUS_URL, type slowQuery, systemStatus, type Wire } from '@hh/shared';
import { http } from '../../../http/client.ts';

export type SlowQuery = Wire<typeof slowQuery>;
export type RecentError = Wire<typeof recentError>;
export type SystemStatus = Wire<typeof systemStatus>;

export const REFRESH_MS = 10_000;

export const fetchStatus = () => http.get(SYSTEM_STATUS_URL, systemStatus);
