import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { SmsProvider } from '../modules/auth/sms.ts';
import type { TokenService } from '../modules/auth/tokens.ts';
import type { PaymentProvider } from '../modules/payments/index.ts';
import type { FileStorage } from './storage/index.ts';

export type App = FastifyInstance & ReturnType<FastifyInstance['withTypeProvider']>;

export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/** What route modules get besides the app: the process-wide services built at start. */
export interface Deps {
  config: Config;
  db: DatabaseHandle;
  tokens: TokenService;
  sms: SmsProvider;
  storage: FileStorage;
  payments: PaymentProvider;
}
