import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { WECHAT_PAY_KINDS } from '@hh/shared';
import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .enum(['on', 'off', 'true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'on' || v === 'true' || v === '1'));

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies in front may set X-Forwarded-For: a hop count or a list of their addresses/CIDRs.
 * Trusting every hop (`true`) would let any client choose its own address, so it is refused.
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    if (v === undefined || v === '' || v === 'false' || v === 'off' || v === '0') return false;
    if (/^\d+$/.test(v)) return Number(v);
    const list = v.split(',').map((e) => e.trim());
    if (list.every((e) => e !== '' && isProxyAddress(e))) return list;
    ctx.addIssue({
      code: 'custom',
      message:
        v === 'true' || v === 'on'
          ? `"${v}" would trust any client's X-Forwarded-For; give the number of proxies in front (1, 2) or their addresses (10.0.0.1,10.1.0.0/16)`
          : 'must be a number of proxy hops (1, 2) or a comma-separated list of proxy IPs/CIDRs',
    });
    return z.NEVER;
  });

/** The setting as Fastify's `trustProxy` takes it (its types have no hop count: a count is a function of the hop). */
export function trustProxyOption(
  value: false | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

const envSchema = z
  .object({
    // Production unless told otherwise: a deployment that forgets a variable refuses to start rather than run open.
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    CAPTCHA: bool(true),
    SMS_PROVIDER: z.enum(['log', 'echo', 'aliyun']).default('log'),
    SMS_DAILY_LIMIT: z.coerce.number().int().positive().default(10000),
    SMS_IP_LIMIT_10MIN: z.coerce.number().int().positive().default(5),
    SMS_IP_LIMIT_DAY: z.coerce.number().int().positive().default(20),
    ALIYUN_SMS_ACCESS_KEY_ID: z.string().min(1).optional(),
    ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().min(1).optional(),
    ALIYUN_SMS_SIGN_NAME: z.string().min(1).optional(),
    ALIYUN_SMS_TEMPLATE_CODE: z.string().min(1).optional(),
    ALIYUN_SMS_ENDPOINT: z.url({ protocol: /^https$/ }).optional(),
    DEMO_DATA: bool(true),
    /** Demo orders per demo shop, made through the order services at the first start (seed/orders). */
    DEMO_ORDERS: z.coerce.number().int().min(0).max(5000).default(1500),
    ADMIN_USERNAME: z.string().min(3).optional(),
    ADMIN_PASSWORD: z.string().min(6).optional(),
    TOKEN_TTL_HOURS: z.coerce.number().positive().default(24),
    REMEMBER_ME_TTL_HOURS: z.coerce
      .number()
      .positive()
      .default(24 * 7),
    READ_CACHE_MB: z.coerce.number().min(0).default(64),
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(0).default(120_000),
    HTTP_CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(120_000),
    /**
     * PostgreSQL only: server processes on the one port (node:cluster), a number or `auto` (one a
     * core). One by default: on a machine that also runs PostgreSQL, two processes measured no
     * faster (README, Orders). The embedded PGlite lives inside its process, so it is always one.
     */
    SERVER_PROCESSES: z
      .string()
      .trim()
      .regex(/^(auto|[1-9]\d{0,2})$/, 'must be a number of processes (1, 2, …) or auto (one a core)')
      .default('1'),
    /** PostgreSQL only: connections in the server's pool, shared out among its processes. */
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
    DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(60_000),
    /** How often a server looks for due timers (jobs), in ms; `0` runs none (tests drive them with runDueJobs). */
    JOBS_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
    /**
     * Tests only (refused unless NODE_ENV=test): the order timers run this many times faster, so a
     * browser can watch a 24-hour unpaid timeout or a one-day receipt happen in seconds.
     */
    ORDER_TIMERS_SPEEDUP: z.coerce.number().int().min(1).max(1_000_000).default(1),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** `pretty`: one coloured line per event for a person at a terminal; `json`: one object per line for a collector. */
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
    WEB_DIST: z.string().optional(),
    TRUST_PROXY: trustProxy,
    /** The address people open the app at (https://shop.example.com): payment links, websocket Origin check, HSTS. */
    PUBLIC_URL: z
      .url()
      .regex(/^https?:\/\/[^/?#]+\/?$/, 'must be an http(s) origin such as https://shop.example.com')
      .transform((u) => u.replace(/\/$/, ''))
      .optional(),
    STORAGE: z.enum(['local', 's3']).default('local'),
    PAYMENT_PROVIDER: z.enum(['sandbox', 'wechat']).default('sandbox'),
    WECHAT_APP_ID: z.string().min(1).optional(),
    WECHAT_MCH_ID: z.string().min(1).optional(),
    WECHAT_SERIAL_NO: z.string().min(1).optional(),
    WECHAT_PRIVATE_KEY_FILE: z.string().min(1).optional(),
    WECHAT_PLATFORM_KEY_FILE: z.string().min(1).optional(),
    WECHAT_API_V3_KEY: z.string().length(32).optional(),
    WECHAT_NOTIFY_URL: z.url().optional(),
    /**
     * The WeChat Pay products the merchant signed: `native` (a QR, on a computer), `h5` (a phone's
     * browser), `jsapi` (inside WeChat, paid with the shopper's openid). Comma-separated.
     */
    WECHAT_PAY_KINDS: z
      .string()
      .default('native')
      .transform((v) => [...new Set(v.split(',').map((k) => k.trim()))])
      .pipe(z.array(z.enum(WECHAT_PAY_KINDS)).min(1)),
    /** The official account (服务号) whose openids JSAPI pays with; WECHAT_APP_ID when left out. */
    WECHAT_OA_APP_ID: z.string().min(1).optional(),
    /** That account's AppSecret: the web sign-in (snsapi_base) that gives a shopper's openid. */
    WECHAT_OA_SECRET: z.string().min(1).optional(),
    /** Shipment tracking: `sandbox` (plausible made-up traces, refused in production), a real provider, or `off`. */
    EXPRESS_TRACKING_PROVIDER: z.enum(['sandbox', 'kuaidi100', 'kdniao', 'off']).default('sandbox'),
    /** How long a fetched trace is reused before the provider is asked again (all servers share it). */
    EXPRESS_TRACKING_CACHE_SECONDS: z.coerce.number().int().min(30).max(86_400).default(300),
    KUAIDI100_CUSTOMER: z.string().min(1).optional(),
    KUAIDI100_KEY: z.string().min(1).optional(),
    KUAIDI100_URL: z.url({ protocol: /^https$/ }).default('https://poll.kuaidi100.com/poll/query.do'),
    KDNIAO_EBUSINESS_ID: z.string().min(1).optional(),
    KDNIAO_APP_KEY: z.string().min(1).optional(),
    KDNIAO_URL: z
      .url({ protocol: /^https$/ })
      .default('https://api.kdniao.com/Ebusiness/EbusinessOrderHandle.aspx'),
    /** 8001: the paid instant query (SF included); 1002: the free trial query. */
    KDNIAO_REQUEST_TYPE: z.enum(['8001', '1002']).default('8001'),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_PUBLIC_URL: z.url().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE === 's3') {
      for (const name of [
        'S3_ENDPOINT',
        'S3_BUCKET',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
        'S3_PUBLIC_URL',
      ] as const) {
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required when STORAGE=s3' });
      }
    }
    if (env.SMS_PROVIDER === 'aliyun') {
      for (const name of [
        'ALIYUN_SMS_ACCESS_KEY_ID',
        'ALIYUN_SMS_ACCESS_KEY_SECRET',
        'ALIYUN_SMS_SIGN_NAME',
        'ALIYUN_SMS_TEMPLATE_CODE',
      ] as const) {
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required when SMS_PROVIDER=aliyun' });
      }
    }
    if (env.PAYMENT_PROVIDER === 'wechat') {
      const required = [
        'WECHAT_APP_ID',
        'WECHAT_MCH_ID',
        'WECHAT_SERIAL_NO',
        'WECHAT_PRIVATE_KEY_FILE',
        'WECHAT_PLATFORM_KEY_FILE',
        'WECHAT_API_V3_KEY',
        'WECHAT_NOTIFY_URL',
      ] as const;
      for (const name of required) {
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required when PAYMENT_PROVIDER=wechat' });
      }
      if (env.WECHAT_PAY_KINDS.includes('jsapi') && !env.WECHAT_OA_SECRET)
        ctx.addIssue({
          code: 'custom',
          path: ['WECHAT_OA_SECRET'],
          message: 'is required when WECHAT_PAY_KINDS has jsapi',
        });
    }
    if (env.NODE_ENV === 'production' && env.PAYMENT_PROVIDER === 'sandbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message: '"sandbox" is refused when NODE_ENV=production',
      });
    }
    if (env.NODE_ENV === 'production' && env.SMS_PROVIDER === 'echo') {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: '"echo" is refused when NODE_ENV=production',
      });
    }
    if (env.NODE_ENV === 'production' && !env.CAPTCHA) {
      ctx.addIssue({
        code: 'custom',
        path: ['CAPTCHA'],
        message: '"off" is refused when NODE_ENV=production',
      });
    }
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required when NODE_ENV=production' });
    }
    if (!env.DATABASE_URL && env.SERVER_PROCESSES !== 'auto' && env.SERVER_PROCESSES !== '1') {
      ctx.addIssue({
        code: 'custom',
        path: ['SERVER_PROCESSES'],
        message: `${env.SERVER_PROCESSES} processes need DATABASE_URL: the embedded PGlite database lives inside one process`,
      });
    }
    if (env.NODE_ENV !== 'test' && env.ORDER_TIMERS_SPEEDUP !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['ORDER_TIMERS_SPEEDUP'],
        message: 'is for tests: refused unless NODE_ENV=test',
      });
    }
    const trackingKeys = {
      kuaidi100: ['KUAIDI100_CUSTOMER', 'KUAIDI100_KEY'],
      kdniao: ['KDNIAO_EBUSINESS_ID', 'KDNIAO_APP_KEY'],
    } as const;
    const provider = env.EXPRESS_TRACKING_PROVIDER;
    if (provider === 'kuaidi100' || provider === 'kdniao') {
      for (const name of trackingKeys[provider]) {
        if (!env[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `is required when EXPRESS_TRACKING_PROVIDER=${provider}`,
          });
      }
    }
    if (env.NODE_ENV === 'production' && provider === 'sandbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['EXPRESS_TRACKING_PROVIDER'],
        message:
          '"sandbox" (made-up traces) is refused when NODE_ENV=production: set kuaidi100 or kdniao with its keys, or "off" to run without tracking',
      });
    }
  });

export type Config = z.output<typeof envSchema> & {
  dataDir: string;
  webDist: string;
  demo: boolean;
  /** SERVER_PROCESSES resolved: always 1 on PGlite, the cores for `auto` on PostgreSQL. */
  serverProcesses: number;
  /** DB_POOL_SIZE shared out among the processes (at least one connection each). */
  poolPerProcess: number;
  /** LOG_FORMAT, or by default pretty in development and JSON everywhere else. */
  logFormat: 'json' | 'pretty';
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid environment variable ${String(issue.path[0])}: ${issue.message}`);
  }
  const c = parsed.data;
  const serverProcesses = !c.DATABASE_URL
    ? 1
    : c.SERVER_PROCESSES === 'auto'
      ? os.availableParallelism()
      : Number(c.SERVER_PROCESSES);
  return {
    ...c,
    serverProcesses,
    poolPerProcess: Math.ceil(c.DB_POOL_SIZE / serverProcesses),
    dataDir: path.resolve(c.DATA_DIR),
    webDist: path.resolve(c.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    demo: c.NODE_ENV !== 'production' && c.DEMO_DATA,
    logFormat: c.LOG_FORMAT ?? (c.NODE_ENV === 'development' ? 'pretty' : 'json'),
  };
}
