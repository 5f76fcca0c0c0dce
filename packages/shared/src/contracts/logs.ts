import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../list.ts';
import { isIpAddress } from '../validators.ts';
import { dateParam, timestamp } from './common.ts';

export const LOGS_URL = '/api/logs';
/** The people who appear in the company's log, for the filter by person. */
export const LOG_PEOPLE_URL = `${LOGS_URL}/people`;

const logFilter = z.object({
  userId: z.coerce.number().int().positive().optional(),
  username: z.string().trim().max(64).optional(),
  entity: z.string().trim().max(64).optional(),
  action: z.string().trim().max(64).optional(),
  ip: z.string().trim().max(15).refine(isIpAddress, 'msg:ip').optional(),
  startTime: dateParam().optional(),
  endTime: dateParam().optional(),
});

export const logRow = z.object({
  id: z.number(),
  userId: z.number().nullable(),
  username: z.string().nullable(),
  /** The person's current name and roles in the company (none once they have left). */
  nickName: z.string().nullable(),
  roles: z.array(z.string()),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** The entity's name as the line's data tells it (a name, title or label), if it tells one. */
  entityName: z.string().nullable(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  createdAt: timestamp(),
});

const logPerson = z.object({ id: z.number(), username: z.string(), nickName: z.string() });

export const logsContract = {
  listQuery: pageQuerySchema.extend(logFilter.shape),
  list: pageSchema(logRow),
  exportQuery: logFilter,
  people: z.array(logPerson),
};
