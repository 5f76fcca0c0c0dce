import { unchecked } from '../../../http/client.ts';

export interface SlowQuery {
  query: string;
  calls: number;
  meanMs: number;
  totalMs: number;
}

export interface RecentError {
  id: number;
  requestId: string;
  method: string;
  url: string;
  message: string;
  /** How many times this error happened on this route; `lastSeen` is the latest. */
  count: number;
  lastSeen: string;
  createdAt: string;
}

export interface SystemStatus {
  uptimeSeconds: number;
  node: string;
  platform: string;
  memory: { rss: number; heapUsed: number; systemFree: number; systemTotal: number };
  database: { kind: 'pglite' | 'postgres'; sizeBytes: number; version: string };
  slowQueries: { available: boolean; rows: SlowQuery[] };
  recentErrors: RecentError[];
}

export const REFRESH_MS = 10_000;

export const fetchStatus = () => unchecked.get<SystemStatus>('/api/system/status');
