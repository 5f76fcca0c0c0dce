import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../list.ts';
import { dateParam, timestamp } from './common.ts';

export const LOGS_URL = '/api/logs';

const logFilter = z.object({
  userId: z.coerce.number().int().positive().optional(),
  username: z.string().trim().max(64).optional(),
  entity: z.string().trim().max(64).optional(),
  action: z.string().trim().max(64).optional(),
  startTime: dateParam().optional(),
  endTime: dateParam().optional(),
});

export const logRow = z.object({
  id: z.number(),
  userId: z.number().nullable(),
  username: z.string().nullable(),
  entity: z.string(),
  entityId: z.string().nullable(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  createdAt: timestamp(),
});

export const logContract = {
  listQuery: pageQuerySchema.extend(logFilter.shape),
  list: pageSchema(logRow),
  exportQuery: logFilter,
};
