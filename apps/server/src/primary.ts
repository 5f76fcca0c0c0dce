import cluster, { type Worker } from 'node:cluster';
import Fastify from 'fastify';
import { loggerOptions } from './app.ts';
import type { Config } from './config.ts';
import { openConfiguredDatabase } from './database-of-config.ts';
import { installProcessGuards } from './lib/process-guards.ts';
import { startBanner } from './seed/banner.ts';
import { seed } from './seed/index.ts';

/** A worker that died before it listened is replaced after this long, so a database away is no tight loop. */
const RESPAWN_DELAY_MS = 1000;

/**
 * The primary of a server of several processes (SERVER_PROCESSES on PostgreSQL): it migrates and
 * seeds once, then forks the workers, which listen on the same port (node:cluster hands them the
 * connections in turn) and each serve as a server of their own would: the caches follow the change
 * feed, the timers are claimed job by job. A worker that dies is replaced; SIGTERM or SIGINT stops
 * every worker, each finishing its requests in flight, then the primary.
 */
export async function runPrimary(config: Config): Promise<void> {
  const { log } = Fastify({ logger: loggerOptions(config) });
  installProcessGuards(log);
  const db = await openConfiguredDatabase(config);
  try {
    await seed(db, config, log);
  } finally {
    await db.close();
  }

  const live = new Set<Worker>();
  const listening = new Set<Worker>();
  let announced = false;
  let stopping = false;
  let failedStop = false;
  const fork = () => {
    if (!stopping) live.add(cluster.fork());
  };
  cluster.on('listening', (worker, address) => {
    listening.add(worker);
    if (announced || listening.size < config.serverProcesses) return;
    announced = true;
    if (config.logFormat === 'pretty') console.log(startBanner(config, address.port));
    else
      log.info({ port: address.port, database: 'postgres', processes: config.serverProcesses }, 'listening');
  });
  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    const served = listening.delete(worker);
    if (stopping) {
      if (code !== 0) failedStop = true;
      if (live.size === 0) process.exit(failedStop ? 1 : 0);
      return;
    }
    log.error({ workerPid: worker.process.pid, code, signal }, 'a server process died; starting another');
    setTimeout(fork, served ? 0 : RESPAWN_DELAY_MS);
  });
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(
      { signal, processes: live.size },
      'shutting down: every process finishes its requests in flight',
    );
    if (live.size === 0) process.exit(0);
    for (const worker of live) worker.process.kill('SIGTERM');
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  for (let i = 0; i < config.serverProcesses; i++) fork();
}
