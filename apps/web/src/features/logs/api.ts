export const LOGS_URL = '/api/logs';

export interface LogRow {
  id: number;
  userId: number | null;
  username: string | null;
  entity: string;
  entityId: string | null;
  action: string;
  before: unknown;
  after: unknown;
  ip: string | null;
  createdAt: string;
}
