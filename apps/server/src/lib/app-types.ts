import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Tokens } from './auth-types.ts';
import type { DatabaseHandle } from './database.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { SmsProvider } from './sms-provider.ts';
import type { FileStorage } from './storage/index.ts';

export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/** What route modules get besides the app: the process-wide services built at start. */
export interface Deps {
  config: Config;
  db: DatabaseHandle;
  tokens: Tokens;
  sms: SmsProvider;
  storage: FileStorage;
  payments: PaymentProvider;
}
