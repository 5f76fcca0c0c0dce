import fs from 'node:fs';
import pg from 'pg';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU time (user + system) a process has used so far, in ms; 0 once it is gone. */
function cpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends serving a database now (the server's pool, once warmed). */
export async function backendPids(databaseUrl: string): Promise<number[]> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const r = await c.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    return r.rows.map((row) => row.pid);
  } finally {
    await c.end();
  }
}

/**
 * CPU used by the processes between start and stop: the load-independent cost of the work (a busy
 * machine makes it wait longer for a core, it does not make it use more).
 */
export function cpuMeter(pids: number[]) {
  const start = pids.map(cpuMs);
  return () => pids.reduce((sum, pid, i) => sum + Math.max(0, cpuMs(pid) - start[i]!), 0);
}
