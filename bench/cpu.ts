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

/** The process and its descendants now (a cluster's primary and its workers). */
function withChildren(pid: number): number[] {
  let children: number[] = [];
  try {
    children = fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
  } catch {}
  return [pid, ...children.flatMap(withChildren)];
}

/**
 * CPU used by the processes and their children between start and stop: the load-independent cost
 * of the work (a busy machine makes it wait longer for a core, it does not make it use more).
 */
export function cpuMeter(pids: number[]) {
  const all = pids.flatMap(withChildren);
  const start = all.map(cpuMs);
  return () => all.reduce((sum, pid, i) => sum + Math.max(0, cpuMs(pid) - start[i]!), 0);
}
