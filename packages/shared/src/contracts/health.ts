import { z } from 'zod';

export const healthContract = {
  /** `/livez`: the process answers. */
  live: z.object({ status: z.literal('ok') }),
  /** `/healthz`: the process answers and its database does too. */
  health: z.object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
    uptime: z.number(),
  }),
};
