import pg from 'pg';

interface Sample {
  what: string;
  n: number;
}

/**
 * Samples the database's other sessions every `everyMs` while a load runs: what each busy session
 * waits on (a lock on which table or tuple, the WAL flush, the client, or nothing: on a core), so a
 * run says where its time goes. Stop it to get the shares, most frequent first.
 */
export async function sampleWaits(databaseUrl: string, everyMs = 20) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const tally = new Map<string, number>();
  let samples = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const rows = await client.query<{ what: string }>(
        `select case
           when a.state = 'idle in transaction' then 'in transaction, waiting for the server (Node)'
           when a.wait_event_type = 'Lock' then 'lock ' || coalesce(l.locktype || ' on ' || l.relation::regclass::text, l.locktype, a.wait_event)
             || ' in: ' || left(regexp_replace(a.query, '[[:space:]]+', ' ', 'g'), 40) || '…'
           when a.wait_event is null then 'running (on a core or waiting for one)'
           else a.wait_event_type || ': ' || a.wait_event end what
         from pg_stat_activity a
         left join lateral (select locktype, relation from pg_locks k where k.pid = a.pid and not k.granted limit 1) l on true
         where a.datname = current_database() and a.pid <> pg_backend_pid() and a.backend_type = 'client backend'
           and a.state in ('active', 'idle in transaction') and a.query not ilike 'listen %'`,
      );
      samples++;
      for (const r of rows.rows) tally.set(r.what, (tally.get(r.what) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return async (): Promise<{ samples: number; top: Sample[] }> => {
    stopped = true;
    await loop;
    await client.end();
    const top = [...tally].map(([what, n]) => ({ what, n })).sort((a, b) => b.n - a.n);
    return { samples, top };
  };
}

/** The shares as table rows: the average number of sessions in each state per sample. */
export function waitLines(result: { samples: number; top: Sample[] }, limit = 8): string[] {
  return [
    '| busy sessions were… | average sessions | share |',
    '|---|---:|---:|',
    ...result.top.slice(0, limit).map((s) => {
      const total = result.top.reduce((sum, t) => sum + t.n, 0);
      return `| ${s.what} | ${(s.n / result.samples).toFixed(1)} | ${((s.n / total) * 100).toFixed(0)}% |`;
    }),
  ];
}
