import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { benchKinds, type DbKind, freshDatabase } from './server.ts';

/**
 * The first start with the default demo data, as `npm start` runs it after the build (the server's
 * own process, NODE_ENV=development, DEMO_ORDERS unset): seconds from the spawn to the port
 * accepting connections, to the start banner, and to every demo order made (the log line of each
 * demo shop's finished run). On a fresh PGlite folder and a fresh PostgreSQL database
 * (BENCH_DBS=pglite,postgres; BENCH_PG names the PostgreSQL server).
 */
const root = path.resolve(import.meta.dirname, '..');
const DEMO_SHOPS = 2;
const port = 18_700 + Math.floor(Math.random() * 100);

const portOpen = () =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function firstStart(kind: DbKind) {
  const db = await freshDatabase(kind, 'first_start');
  const { DATABASE_URL: _ignored, DEMO_ORDERS: _default, ...inherited } = process.env;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      SMS_PROVIDER: 'echo',
      PORT: String(port),
      DATA_DIR: db.dataDir,
      LOG_FORMAT: 'pretty',
      ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const at: { port?: number; banner?: number; orders?: number } = {};
  let finished = 0;
  let output = '';
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;
  const read = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-4000);
    if (!at.banner && text.includes('HH back office is running')) {
      at.banner = seconds();
      console.log(`  ${kind} ${at.banner} s banner`);
    }
    finished += text.split('demo orders: all made').length - 1;
    if (!at.orders && finished >= DEMO_SHOPS) at.orders = seconds();
    for (const line of text.split('\n'))
      if (line.includes('demo orders:')) console.log(`  ${kind} ${seconds()} s ${line.trim()}`);
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  try {
    while (!at.orders) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${output}`);
      if (!at.port && (await portOpen())) {
        at.port = seconds();
        console.log(`  ${kind} ${at.port} s port open`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    await db.drop();
  }
  return at;
}

const rows: Record<string, string | number | undefined>[] = [];
for (const kind of benchKinds()) {
  const at = await firstStart(kind);
  rows.push({ db: kind, 'port open s': at.port, 'banner s': at.banner, 'all demo orders s': at.orders });
}
console.table(rows);
