import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hh-shutdown-'));
let port = 18_700 + Math.floor(Math.random() * 200);

function start(): Promise<ChildProcess> {
  port += 1;
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const env = {
    ...inherited,
    NODE_ENV: 'development',
    PORT: String(port),
    DATA_DIR: dataDir,
    CAPTCHA: 'off',
    LOG_LEVEL: 'warn',
    // The demo orders would take minutes of the start; this test needs the server, not a full shop.
    DEMO_ORDERS: '0',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env });
  exits.set(child, new Promise((r) => child.once('exit', (code) => r(code))));
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`server exited: ${output}`));
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return resolve(child);
      } catch {}
      if (Date.now() > deadline) return reject(new Error(`server did not start: ${output}`));
      setTimeout(poll, 200);
    };
    poll();
  });
}

const exits = new WeakMap<ChildProcess, Promise<number | null>>();
const exited = (child: ChildProcess) => exits.get(child)!;

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }));

describe('graceful shutdown on the embedded database', () => {
  it('finishes requests in flight on SIGTERM and keeps what it acknowledged', async () => {
    let server = await start();
    const base = () => `http://127.0.0.1:${port}`;
    const login = await fetch(`${base()}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bob', password: '123456' }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const updates = Array.from({ length: 5 }, (_, i) =>
      fetch(`${base()}/api/users/center`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ nickName: `Bob ${i}`, phone: '13800000002', email: `bob${i}@example.com` }),
      }),
    );
    await new Promise((r) => setTimeout(r, 5));
    server.kill('SIGTERM');
    const responses = await Promise.allSettled(updates);
    const acknowledged = responses.flatMap((r, i) => (r.status === 'fulfilled' && r.value.ok ? [i] : []));
    expect(await exited(server)).toBe(0);
    expect(acknowledged.length).toBeGreaterThan(0);

    server = await start();
    const info = await fetch(`${base()}/auth/info`, { headers });
    const body = (await info.json()) as { user: { nickName: string } };
    expect(acknowledged.map((i) => `Bob ${i}`)).toContain(body.user.nickName);
    server.kill('SIGTERM');
    expect(await exited(server)).toBe(0);
  }, 180_000);
});
