import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginTo, startTestServer, type TestServer } from './helpers.ts';
import { shopperToken } from './storefront-helpers.ts';

/**
 * Reads the OpenAPI document and sends every route generated bad input (wrong types, huge and
 * odd numbers, NUL bytes, overlong strings, bad dates, arrays for scalars, odd path parameters,
 * malformed cookies and headers), signed in as a company owner and as nobody. None may be a 500.
 * The generator is seeded, so a failure replays exactly; the database is the test's own.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  minimum?: number;
}

interface Operation {
  method: string;
  path: string;
  params: { name: string; in: 'path' | 'query'; schema: JsonSchema }[];
  body?: JsonSchema;
}

const SEED = 20261125;
const VARIANTS = 12;
/** Signing out would end the owner's session for the rest of the run. */
const SKIP_FOR_OWNER = new Set(['DELETE /auth/logout']);
/** The storefront's routes are also sent as a shopper (signing out would end the shopper's session). */
const forShopper = (name: string) => name.includes(' /api/front/') && name !== 'POST /api/front/logout';

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let random = mulberry32(SEED);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const BAD_STRINGS = [
  '\u0000',
  'a\u0000b',
  'x'.repeat(20_000),
  '',
  '   ',
  '%E0%A4%A',
  '../../../etc/passwd',
  '1e309',
  'NaN',
  '-1',
  '99999-01-01',
  '0000-00-00',
  '2026-13-45T25:61:00Z',
  '\ud800',
  '😀'.repeat(300),
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '__proto__',
];
const BAD_NUMBERS = [-1, 0, -0.5, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e21, -1e21, 9.99e300, 1e-300];
const BAD_SHAPES: unknown[] = [null, true, [], [1, 2], {}, { a: { b: { c: 1 } } }, ['\u0000']];
const BAD_VALUES: unknown[] = [...BAD_STRINGS, ...BAD_NUMBERS, ...BAD_SHAPES];
/** Numbers JSON cannot carry (NaN, Infinity) reach the parser as raw text. */
const RAW_NUMBERS = ['1e309', '-1e309', 'NaN', 'Infinity', `1${'0'.repeat(400)}`, '0x10', '01'];
const BAD_QUERY = [
  ...BAD_STRINGS.map((v) => v.slice(0, 3000)),
  '1e15',
  '-9223372036854775809',
  '1e309',
  'true',
  '[]',
];
const BAD_PATH = [
  '0',
  '-1',
  'abc',
  '%00',
  '1e309',
  'NaN',
  '99999999999999999999',
  '1.5',
  '%E0%A4%A',
  '..%2F..%2F',
  ' ',
];
const BAD_HEADERS: Record<string, string>[] = [
  { cookie: 'HH-TOEKN=%E0%A4%A' },
  { cookie: 'HH-TOEKN=Bearer%20a.b.c; lang=%00' },
  { authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.' },
  { authorization: 'Basic Zm9vOmJhcg==' },
  { 'accept-language': '\u00ff'.repeat(100) },
  { 'x-request-id': 'a'.repeat(500) },
];

function typeOf(schema: JsonSchema): string | undefined {
  const t = schema.type;
  return Array.isArray(t) ? t.find((x) => x !== 'null') : t;
}

/** Ids that exist nowhere, so a request that gets through deletes or overwrites nothing of the demo. */
const NO_SUCH_ID = 987_654_321;
const ID_NAME = /(^id|Id|^uid|Uid|ids|Ids)$/;

/** A plausible value, so that one bad field is what the route sees wrong. */
function good(schema: JsonSchema | undefined, depth = 0, name = ''): unknown {
  if (!schema || depth > 6) return null;
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt?.[0]) return good(alt[0], depth + 1, name);
  if (schema.enum?.length) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return ID_NAME.test(name) ? NO_SUCH_ID : Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      return schema.format === 'date-time' ? '2026-01-01T00:00:00Z' : 'fuzz';
    case 'array':
      return [good(schema.items, depth + 1, name)];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(schema.properties ?? {})) out[k] = good(v, depth + 1, k);
      return out;
    }
    default:
      return 'fuzz';
  }
}

/** Replaces one value somewhere inside `value` (an object's property, at any depth) with a bad one. */
function spoil(value: unknown, bad: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value);
    if (keys.length === 0) return bad;
    const key = pick(keys);
    const child = (value as Record<string, unknown>)[key];
    const deeper = child && typeof child === 'object' && random() < 0.4;
    return { ...value, [key]: deeper ? spoil(child, bad) : bad };
  }
  if (Array.isArray(value) && value.length > 0 && random() < 0.5)
    return [spoil(value[0], bad), ...value.slice(1)];
  return bad;
}

function operations(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)
        ?.content;
      out.push({
        method: method.toUpperCase(),
        path,
        params: (op.parameters as Operation['params'] | undefined) ?? [],
        body: content?.['application/json']?.schema,
      });
    }
  }
  return out;
}

function request(op: Operation, variant: number): InjectOptions {
  const pathValues: Record<string, string> = {};
  const query: Record<string, string | string[]> = {};
  for (const p of op.params) {
    const value = good(p.schema, 0, p.name);
    if (p.in === 'path') pathValues[p.name] = encodeURIComponent(String(value));
    else query[p.name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  let body: unknown = op.body ? good(op.body) : undefined;
  let raw: string | undefined;
  let headers: Record<string, string> = {};
  const pathNames = Object.keys(pathValues);
  const queryNames = op.params.filter((p) => p.in === 'query').map((p) => p.name);
  const kind = variant % 6;
  if (kind === 0 && pathNames.length > 0) {
    pathValues[pick(pathNames)] = pick(BAD_PATH);
  } else if (kind === 1 && queryNames.length > 0) {
    const name = pick(queryNames);
    query[name] = random() < 0.3 ? [pick(BAD_QUERY), pick(BAD_QUERY)] : pick(BAD_QUERY);
  } else if (kind === 2 && op.body) {
    const number = pick(RAW_NUMBERS);
    const text = JSON.stringify(spoil(body, '__RAW__'));
    raw = text.replace('"__RAW__"', number);
  } else if (kind === 3) {
    headers = pick(BAD_HEADERS);
    if (op.body) body = spoil(body, pick(BAD_VALUES));
  } else if (kind === 4 && op.body) {
    body = random() < 0.3 ? pick(BAD_SHAPES) : spoil(spoil(body, pick(BAD_VALUES)), pick(BAD_VALUES));
  } else if (op.body) {
    body = spoil(body, pick(BAD_VALUES));
  } else if (queryNames.length > 0) {
    query[pick(queryNames)] = pick(BAD_QUERY);
  } else {
    headers = pick(BAD_HEADERS);
  }
  const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? '1');
  const hasBody = op.body && op.method !== 'GET' && op.method !== 'DELETE';
  const sendBody = hasBody || (op.body && op.method === 'DELETE');
  return {
    method: op.method as InjectOptions['method'],
    url,
    query,
    headers: { ...(sendBody ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(sendBody ? { payload: raw ?? JSON.stringify(body ?? null) } : {}),
  };
}

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('fuzzing every route from the OpenAPI document', () => {
  it('never answers a 500', { timeout: 180_000 }, async () => {
    random = mulberry32(SEED);
    const doc = (await call(s.app, { method: 'GET', url: '/swagger.json' })).body;
    const ops = operations(doc);
    let owner = await loginTo(s.app, 'admin', 'sunrise');
    const shopper = await shopperToken(s, 'sunrise', '13966660001');
    const failures: string[] = [];
    const covered = new Set<string>();
    let sent = 0;
    let relogins = 0;
    const statuses = new Map<number, number>();
    const started = Date.now();
    for (const op of ops) {
      const name = `${op.method} ${op.path}`;
      for (const who of ['owner', 'nobody', 'shopper'] as const) {
        if (who === 'owner' && SKIP_FOR_OWNER.has(name)) continue;
        if (who === 'shopper' && !forShopper(name)) continue;
        for (let v = 0; v < VARIANTS; v++) {
          const opts = request(op, v);
          const token = who === 'owner' ? owner : who === 'shopper' ? shopper : null;
          const auth = token && !opts.headers?.authorization ? { authorization: `Bearer ${token}` } : {};
          const res = await s.app.inject({ ...opts, headers: { ...auth, ...opts.headers } });
          sent++;
          covered.add(name);
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode >= 500) {
            failures.push(
              `${res.statusCode} ${opts.method} ${opts.url} ${JSON.stringify(opts.query).slice(0, 200)} ${String(opts.payload ?? '').slice(0, 200)} -> ${res.body.slice(0, 200)}`,
            );
          }
          // A route may legitimately end the owner's session (a password change): sign in again.
          const check = await s.app.inject({
            method: 'GET',
            url: '/auth/info',
            headers: { authorization: `Bearer ${owner}` },
          });
          if (check.statusCode === 401) {
            owner = await loginTo(s.app, 'admin', 'sunrise').catch((err: Error) => {
              throw new Error(`${name} ended the owner's session and sign-in failed: ${err.message}`);
            });
            relogins++;
          }
        }
      }
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(
      `fuzz: ${sent} requests, ${covered.size} of ${ops.length} routes, ${failures.length} answers of 500, ${relogins} re-sign-ins, ${seconds} s; by status ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(failures).toEqual([]);
    expect(covered.size).toBe(ops.length);
    expect(sent).toBeGreaterThan(3000);
  });
});
