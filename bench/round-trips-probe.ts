import cluster, { type Worker } from 'node:cluster';
import pg from 'pg';

/**
 * Loaded into the server process by the benches (`--import`; node:cluster passes it on to the
 * workers): counts the queries the server sends to PostgreSQL, each `client.query` one round trip
 * (a multi-statement `begin; …` is one), and answers the bench over the IPC channel. A cluster's
 * primary answers for all its processes: it asks each worker and adds their counts to its own.
 */
let sent = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  sent++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const workers = () => Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);

function workerCount(worker: Worker): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (m: { roundTrips?: number }) => {
      if (typeof m?.roundTrips !== 'number') return;
      worker.off('message', onMessage);
      resolve(m.roundTrips);
    };
    worker.on('message', onMessage);
    worker.send('roundTrips');
  });
}

const listening = new Set<Worker>();
if (cluster.isPrimary) {
  cluster.on('listening', (worker) => listening.add(worker));
  cluster.on('exit', (worker) => listening.delete(worker));
}

process.on('message', (message) => {
  if (message === 'roundTrips')
    void Promise.all(workers().map(workerCount)).then((counts) =>
      process.send?.({ roundTrips: counts.reduce((a, b) => a + b, sent) }),
    );
  // How many workers the primary forked and how many listen (0 and 0: a server of one process).
  if (message === 'processes') process.send?.({ forked: workers().length, listening: listening.size });
});
