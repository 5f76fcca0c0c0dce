import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { openConfiguredDatabase } from './database-of-config.ts';
import { StartupError } from './lib/data-dir.ts';
import { loggableError } from './lib/db-errors.ts';
import { installProcessGuards } from './lib/process-guards.ts';
import { runPrimary } from './primary.ts';
import { startBanner } from './seed/banner.ts';
import { seed } from './seed/index.ts';
import { type DemoOrderRunner, startDemoOrders } from './seed/orders/background.ts';

/** Connections the kernel queues for accepting (capped by net.core.somaxconn). */
const LISTEN_BACKLOG = 4096;

/**
 * One server process. Alone it seeds and announces itself; as a cluster's worker the primary has
 * seeded and announces the port once every worker listens.
 */
async function serve(config: Config) {
  const alone = cluster.isPrimary;
  const db = await openConfiguredDatabase(config);
  const { app, startJobs } = await buildApp(config, db);
  installProcessGuards(app.log);
  if (alone) await seed(db, config, app.log);

  let demoOrders: DemoOrderRunner | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    try {
      // A demo order run in progress pauses after its transaction in hand; the next start resumes it.
      await demoOrders?.stop();
      await app.close();
      await db.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err: loggableError(err) }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // A sale's rush opens a thousand connections at once: with Node's default queue of 511 the kernel
  // drops the rest, and those shoppers wait a second or three for their SYN to be sent again.
  await app.listen({ port: config.PORT, host: config.HOST, backlog: LISTEN_BACKLOG });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  if (alone && config.logFormat === 'pretty') console.log(startBanner(config, port));
  else if (alone) app.log.info({ port, database: config.DATABASE_URL ? 'postgres' : 'pglite' }, 'listening');
  // The demo orders are made in the background: each shop's run is claimed by one process of one
  // server (a lease), so every process may look for them. The timers start once none is left to make.
  demoOrders = startDemoOrders(db, app.log, { onSettled: startJobs });
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (cluster.isPrimary && config.serverProcesses > 1) await runPrimary(config);
  else await serve(config);
}

main().catch((err) => {
  console.error(err instanceof StartupError ? err.message : err);
  process.exit(1);
});
