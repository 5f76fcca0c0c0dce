import { z } from 'zod';

export const LIVE_TICKET_URL = '/api/ws/ticket';

export const liveContract = {
  /** A one-time ticket that opens the live socket (`GET /api/ws?ticket=`) within `expiresIn` seconds. */
  ticket: z.object({ ticket: z.string(), expiresIn: z.number() }),
  socketQuery: z.object({ ticket: z.string().max(100) }),
};
