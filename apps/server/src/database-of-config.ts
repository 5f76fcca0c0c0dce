import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';

/** The database the configuration names, with this process's share of the pool. */
export function openConfiguredDatabase(config: Config) {
  return openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolSize: config.poolPerProcess,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    idleInTransactionTimeoutMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  });
}
