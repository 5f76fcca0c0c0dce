import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { type BuiltApp, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import type { PaymentProvider } from '../src/lib/payment-provider.ts';
import { seed } from '../src/seed/index.ts';
import { type DemoOrderRunner, startDemoOrders } from '../src/seed/orders/background.ts';

export interface TestServer extends BuiltApp {
  db: DatabaseHandle;
  /** The background maker of the demo orders (none to make unless DEMO_ORDERS is set). */
  demoOrders?: DemoOrderRunner;
  databaseUrl?: string;
  close(): Promise<void>;
}

/**
 * Another server on the same database: on PostgreSQL with its own pool and listener, as another
 * process would have; on PGlite sharing the one embedded database.
 */
export async function startPeer(first: TestServer): Promise<TestServer> {
  const db = first.databaseUrl
    ? await openDatabase({ databaseUrl: first.databaseUrl, poolSize: 2 })
    : first.db;
  const built = await buildApp(first.deps.config, db);
  built.startJobs();
  return {
    ...built,
    db,
    databaseUrl: first.databaseUrl,
    async close() {
      await built.app.close();
      if (db !== first.db) await db.close();
    },
  };
}

/** Drops a test database once its pools have closed (forcing them off mid-close raises an unhandled FATAL). */
export async function dropDatabase(baseUrl: string, name: string) {
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  for (let attempt = 0; ; attempt++) {
    try {
      await c.query(`drop database if exists ${name}${attempt < 20 ? '' : ' with (force)'}`);
      break;
    } catch (err) {
      if (attempt >= 20) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await c.end();
}

/** The configuration of a test server, with `env` on top. */
export function testConfig(env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), `hh-test-${randomBytes(4).toString('hex')}`),
    CAPTCHA: 'off',
    SMS_PROVIDER: 'echo',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WEB_DIST: path.join(os.tmpdir(), 'hh-no-web'),
    // No background job runner: tests run due jobs themselves (runDueJobs) at the time they choose.
    JOBS_POLL_MS: '0',
    // The demo orders take minutes at full size: only the tests about them ask for some.
    DEMO_ORDERS: '0',
    ...env,
  });
}

/** The rows a raw query answers. */
export async function queryRows<T>(db: DatabaseHandle, query: SQL): Promise<T[]> {
  return ((await db.drizzle.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * A fresh server on a fresh database: in-memory PGlite, or a new PostgreSQL database when DATABASE_URL is set.
 * With DEMO_ORDERS set, the demo orders are made before it returns, or with `demoOrders: 'background'`
 * left to run (`demoOrders.done` resolves when they are made).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  opts: { demoOrders?: 'wait' | 'background' } = {},
): Promise<TestServer> {
  const baseUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  if (baseUrl) {
    const name = `hh_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDb = () => dropDatabase(baseUrl, name);
  }
  const config = testConfig(env);
  const db = await openDatabase({ databaseUrl, poolSize: 4 });
  const built = await buildApp(config, db);
  await seed(db, config, built.app.log);
  const demoOrders = startDemoOrders(db, built.app.log, { onSettled: built.startJobs, pollMs: 100 });
  if (opts.demoOrders !== 'background') await demoOrders.done;
  return {
    ...built,
    db,
    databaseUrl,
    demoOrders,
    async close() {
      await demoOrders.stop();
      await built.app.close();
      await db.close();
      await dropDb?.();
    },
  };
}

/** A complete WeChat Pay set-up, for the configuration checks. */
export const WECHAT_ENV = {
  PAYMENT_PROVIDER: 'wechat',
  WECHAT_APP_ID: 'wx1',
  WECHAT_MCH_ID: '1900000001',
  WECHAT_SERIAL_NO: 'S1',
  WECHAT_PRIVATE_KEY_FILE: '/keys/merchant.pem',
  WECHAT_PLATFORM_KEY_FILE: '/keys/platform.pem',
  WECHAT_API_V3_KEY: '0123456789abcdef0123456789abcdef',
  WECHAT_NOTIFY_URL: 'https://shop.example.com/payYlCallback/wxCallback/orderCode={orderCode}',
};

export interface Json {
  status: number;
  body: any;
  headers: Record<string, unknown>;
}

export async function call(app: FastifyInstance, opts: InjectOptions & { token?: string }): Promise<Json> {
  const { token, ...rest } = opts;
  const res = await app.inject({
    ...rest,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(rest.headers ?? {}) },
  });
  let body: unknown = res.body;
  try {
    body = res.body ? JSON.parse(res.body) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.statusCode, body, headers: res.headers };
}

export async function login(app: FastifyInstance, username: string, password = '123456'): Promise<string> {
  const res = await call(app, { method: 'POST', url: '/auth/login', payload: { username, password } });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

/** Signs in and chooses the company with the given key. */
export async function loginTo(
  app: FastifyInstance,
  username: string,
  companyKey: string,
  password = '123456',
): Promise<string> {
  const token = await login(app, username, password);
  const info = await call(app, { method: 'GET', url: '/auth/info', token });
  const list = await call(app, {
    method: 'GET',
    url: `/api/systemCompanyConfig/getCompanyByUser?userPhone=${info.body.user.phone ?? ''}`,
    token,
  });
  const company = list.body.companyList.find((c: { companyKey: string }) => c.companyKey === companyKey);
  if (!company) throw new Error(`${username} is not in ${companyKey}`);
  const chosen = await call(app, {
    method: 'GET',
    url: `/api/systemCompanyConfig/choiceCompany?companyId=${company.companyId}`,
    token,
  });
  return chosen.body.token as string;
}

/** A multipart body with one file (and optional text fields), as a browser's FormData sends it. */
export function multipartForm(
  file: Buffer,
  filename: string,
  fields: Record<string, string> = {},
  field = 'file',
) {
  const boundary = '----hhtest';
  const parts = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  const body = Buffer.concat([
    ...parts,
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A fresh server for the file, signed in as `username` in company `companyKey` (read `s` and `token` inside tests). */
export function signedInServer(username: string, companyKey: string) {
  const fixture = {} as { s: TestServer; token: string };
  beforeAll(async () => {
    fixture.s = await startTestServer();
    fixture.token = await loginTo(fixture.s.app, username, companyKey);
  });
  afterAll(() => fixture.s.close());
  return fixture;
}

/** A new captcha and its answer, read from the database (for servers started with CAPTCHA on). */
export async function solveCaptcha(s: TestServer): Promise<{ uuid: string; code: string }> {
  const res = await call(s.app, { method: 'GET', url: '/auth/code' });
  const rows = await s.db.drizzle.execute(sql`select code from captchas where uuid = ${res.body.uuid}`);
  return {
    uuid: res.body.uuid as string,
    code: (rows as unknown as { rows: { code: string }[] }).rows[0]!.code,
  };
}

/** JSON requests to `s` as the holder of `token` (anonymous without one). */
export function caller(s: TestServer, token?: string) {
  const send =
    (method: 'GET' | 'POST' | 'PUT' | 'DELETE') =>
    (url: string, payload?: unknown): Promise<Json> =>
      call(s.app, { method, url, token, payload: payload as InjectOptions['payload'] });
  return { get: send('GET'), post: send('POST'), put: send('PUT'), delete: send('DELETE') };
}

/** A person who signs up by phone and SMS code, as the sign-up page does: their token. */
export async function signUp(s: TestServer, phone: string): Promise<string> {
  const sent = await caller(s).post('/auth/sms/send', { phone, scene: 'register' });
  const res = await caller(s).post('/auth/userRegister', {
    phone,
    code: sent.body.code,
    password: 'secret1',
    nickName: 'Founder',
  });
  return res.body.token as string;
}

/** A shop opened through onboarding (first category) by a person who just signed up with `phone`; not yet paid. */
export async function onboardedShop(s: TestServer, phone: string, companyName: string) {
  const founder = await signUp(s, phone);
  const categories = await caller(s, founder).get('/api/ylStoreCategory/getByParentId?parentId=0');
  const created = await caller(s, founder).post('/api/systemCompanyConfig', {
    companyName,
    contactName: '小王',
    contactPhone: phone,
    categoryId: categories.body[0].id,
  });
  expect(created.status).toBe(200);
  return { founder, companyId: Number(created.body.companyId) };
}

/** Runs `fn` while `provider` stands in for the payment provider of `s`, then puts the one it had back. */
export async function withPayments<T>(
  s: TestServer,
  provider: PaymentProvider,
  fn: () => Promise<T>,
): Promise<T> {
  const deps = s.deps as { payments: PaymentProvider };
  const before = deps.payments;
  deps.payments = provider;
  try {
    return await fn();
  } finally {
    deps.payments = before;
  }
}

/** Adds a person to the token's company as staff (POST /api/users): a new account, or an invitation when the phone is known. */
export function addStaff(
  s: TestServer,
  token: string,
  who: [username: string, nickName: string, phone: string, password: string],
  roles: number[],
) {
  const [username, nickName, phone, password] = who;
  return caller(s, token).post('/api/users', { username, nickName, phone, password, roles });
}

/** An anonymous POST in English from client address `ip` (the sign-in and SMS limits count by address). */
export const postFromIp = (s: TestServer, url: string, payload: object, ip: string) =>
  call(s.app, { method: 'POST', url, payload, remoteAddress: ip, headers: { 'accept-language': 'en' } });

interface MenuNode {
  id: number;
  permission: string | null;
  children?: MenuNode[];
}

/** The menu tree `token` sees (`/api/menus/tree`), flattened: each node before its children. */
export async function flatMenuTree(s: TestServer, token: string): Promise<MenuNode[]> {
  const tree = await call(s.app, { method: 'GET', url: '/api/menus/tree', token });
  const flat: MenuNode[] = [];
  const walk = (nodes: MenuNode[]) => {
    for (const n of nodes) {
      flat.push(n);
      walk(n.children ?? []);
    }
  };
  walk(tree.body);
  return flat;
}

/** What `read` answers once it is `wanted`, or after `ms` whatever it last answered. */
export async function eventually<T>(read: () => Promise<T>, wanted: T, ms = 3000): Promise<T> {
  const deadline = Date.now() + ms;
  let last = await read();
  while (last !== wanted && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 25));
    last = await read();
  }
  return last;
}

/** A staff member as the staff list shows them. */
export interface StaffRow {
  id: number;
  username: string;
  nickName: string;
  phone: string;
  email: string | null;
  enabled: boolean;
  roles: { id: number }[];
  storeIds: number[];
}
