import type { FastifyBaseLogger } from 'fastify';
import { loggableError } from './db-errors.ts';

/**
 * A promise rejected with nobody listening is logged (without database parameters) and the server
 * keeps serving: one forgotten `await` must not take every tenant down, nor vanish unseen.
 */
export function installProcessGuards(log: FastifyBaseLogger) {
  const onRejection = (reason: unknown) => {
    log.error({ err: loggableError(reason) }, 'unhandled promise rejection');
  };
  process.on('unhandledRejection', onRejection);
  return () => {
    process.off('unhandledRejection', onRejection);
  };
}
