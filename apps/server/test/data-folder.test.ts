import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hh-data-'));
  folders.push(dir);
  return dir;
}

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

function everything(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .map((entry) => path.join(entry.parentPath, entry.name));
}

interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(dataDir: string, port: number): Server {
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CAPTCHA: 'off',
      LOG_LEVEL: 'info',
      // The demo orders would take minutes of the start; this test needs the server, not a full shop.
      DEMO_ORDERS: '0',
      WEB_DIST: path.join(os.tmpdir(), 'hh-no-web'),
    },
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, output: () => output, exited };
}

async function healthy(server: Server, base: string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start: ${server.output()}`);
}

describe('the embedded database folder', () => {
  it('is readable by this user only, and a dead holder’s lock is taken over', async () => {
    const dir = tempDir();
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    fs.writeFileSync(path.join(dir, 'server.lock'), `${gone}\n`);
    const db = await openDatabase({ dataDir: dir });
    try {
      expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8').trim()).toBe(String(process.pid));
      expect(modeOf(dir)).toBe(0o700);
      const inside = everything(path.join(dir, 'pg'));
      expect(inside.length).toBeGreaterThan(100);
      const open = inside.filter((file) => (modeOf(file) & 0o077) !== 0);
      expect(open).toEqual([]);
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/already open/);
    } finally {
      await db.close();
    }
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('refuses a second server on the same folder while the first runs; logs carry no token or full phone', async () => {
    const dir = tempDir();
    const port = 18_900 + Math.floor(Math.random() * 90);
    const base = `http://127.0.0.1:${port}`;
    const first = startServer(dir, port);
    let token = '';
    try {
      await healthy(first, base);
      expect(modeOf(path.join(dir, 'uploads'))).toBe(0o700);

      const second = startServer(dir, port + 1);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`in use by another server (pid ${first.child.pid})`);

      const login = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: '123456' }),
      });
      token = ((await login.json()) as { token: string }).token;
      await fetch(`${base}/api/ws?ticket=SECRET-TICKET-VALUE`);
      await fetch(`${base}/api/ws?token=${token}`);
      await fetch(`${base}/api/systemCompanyConfig/getCompanyByUser?userPhone=13800000000`, {
        headers: { authorization: `Bearer ${token}`, 'x-request-id': 'their-id-42' },
      });
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }
    const log = first.output();
    expect(log).toContain('getCompanyByUser?userPhone=138****0000');
    expect(log).toContain('"clientRequestId":"their-id-42"');
    expect(log).not.toContain('SECRET-TICKET-VALUE');
    expect(token.length).toBeGreaterThan(20);
    expect(log).not.toContain(token.slice(-20));
    expect(log).not.toContain('13800000000');
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });
});
