import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, {
  type FastifyInstance,
  type FastifySchema,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Config, trustProxyOption } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { Access } from './lib/access.ts';
import type { Deps } from './lib/app-types.ts';
import { startChangeFeed } from './lib/change-feed.ts';
import { configureMediaSources } from './lib/media-sources.ts';
import { createStorage } from './lib/storage/index.ts';
import { afterSalesModule } from './modules/after-sales/index.ts';
import { PRINCIPAL_TABLES, principalResolver } from './modules/auth/principal-cache.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createSmsProvider } from './modules/auth/sms-provider.ts';
import { TokenService } from './modules/auth/tokens.ts';
import { bargainModule } from './modules/bargain/index.ts';
import { companyRoutes } from './modules/companies/index.ts';
import { couponsModule } from './modules/coupons/index.ts';
import { dashboardRoutes } from './modules/dashboard/index.ts';
import { dealerRoutes } from './modules/dealers/routes.ts';
import { decorationModule } from './modules/decoration/index.ts';
import { dictionaryRoutes } from './modules/dictionaries/routes.ts';
import { expressRoutes } from './modules/express/index.ts';
import { goodsRoutes } from './modules/goods/index.ts';
import { groupBuyModule } from './modules/group-buy/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { startJobRunner } from './modules/jobs/index.ts';
import { liveRoutes } from './modules/live/index.ts';
import { logRoutes } from './modules/logs/routes.ts';
import { mediaRoutes } from './modules/media/index.ts';
import { memberRoutes } from './modules/members/routes.ts';
import { menuRoutes } from './modules/menus/routes.ts';
import { navigationRoutes } from './modules/navigation/index.ts';
import { onboardingRoutes } from './modules/onboarding/index.ts';
import { ordersModule } from './modules/orders/index.ts';
import { createPaymentProvider } from './modules/payments/index.ts';
import { platformRoutes, recordServerError } from './modules/platform/index.ts';
import { promotionsModule } from './modules/promotions/index.ts';
import { regionRoutes } from './modules/regions/routes.ts';
import { roleRoutes } from './modules/roles/routes.ts';
import { seckillModule } from './modules/seckill/index.ts';
import { shopperResolver, storefrontRoutes } from './modules/storefront/index.ts';
import { storeRoutes } from './modules/stores/routes.ts';
import { systemConfigRoutes } from './modules/system-config/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerInputGuards } from './plugins/input-guards.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerReadCache } from './plugins/read-cache.ts';
import { prettyLogs, registerRequestLog, requestLogFields } from './plugins/request-log.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';

interface RouteRecord {
  method: string;
  url: string;
  access: Access | undefined;
  schema: FastifySchema | undefined;
}

export interface BuiltApp {
  app: FastifyInstance;
  deps: Deps;
  routes: RouteRecord[];
  /** Starts the job runner (every JOBS_POLL_MS, none when 0); it stops when the app closes. */
  startJobs(): void;
}

/** The server's logger as the settings ask (the cluster's primary logs with the same). */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return config.LOG_LEVEL === 'silent'
    ? false
    : {
        level: config.LOG_LEVEL,
        redact: ['req.headers.authorization', 'req.headers.cookie'],
        serializers: { req: requestLogFields },
        ...(config.logFormat === 'pretty' ? { stream: prettyLogs() } : {}),
      };
}

export async function buildApp(config: Config, db: DatabaseHandle): Promise<BuiltApp> {
  const app = Fastify({
    logger: loggerOptions(config),
    // One line per request instead of Fastify's two (registerRequestLog).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // Our own id for logs and server_errors; a client's x-request-id is only logged beside it.
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    connectionTimeout: config.HTTP_CONNECTION_TIMEOUT_MS,
    forceCloseConnections: 'idle',
  });
  registerRequestLog(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    // Requests in flight at shutdown finish, then their keep-alive sockets close with them.
    if (closing) reply.header('connection', 'close');
  });

  const routes: RouteRecord[] = [];
  app.addHook('onRoute', (opts) => {
    const methods = Array.isArray(opts.method) ? opts.method : [opts.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: opts.url, access: opts.config?.access, schema: opts.schema });
    }
  });

  const tokens = await TokenService.load(db, config);
  const deps: Deps = {
    config,
    db,
    tokens,
    sms: createSmsProvider(config, app.log),
    storage: createStorage(config),
    payments: await createPaymentProvider(config, db),
  };

  configureMediaSources(config);
  await registerSecurityHeaders(app, config);
  await app.register(cookie);
  // Only routes that ask for it are compressed (the sign-in captcha); the built app is precompressed.
  await app.register(compress, { global: false });
  // Text fields are buffered whole: few and small (the forms send a group id and a name at most).
  await app.register(multipart, { limits: { fields: 10, fieldSize: 2048, parts: 12, headerPairs: 100 } });
  // Only JSON and multipart bodies: a cross-site form can send neither text/plain nor url-encoded here.
  app.removeContentTypeParser('text/plain');
  registerErrorHandling(app, (req, err) => recordServerError(db, req, err));
  registerInputGuards(app);
  if (config.NODE_ENV !== 'production') await registerOpenApi(app);
  const changes = await startChangeFeed(db);
  app.addHook('onClose', changes.stop);
  const resolvePrincipal = principalResolver(db, changes.feed);
  registerAuth(app, db, tokens, resolvePrincipal, shopperResolver(db, changes.feed));
  registerReadCache(app, changes.feed, config.READ_CACHE_MB * 1024 * 1024, PRINCIPAL_TABLES);
  await liveRoutes(app, deps, resolvePrincipal);

  healthRoutes(app, deps);
  authRoutes(app, deps);
  regionRoutes(app);
  companyRoutes(app, deps);
  dashboardRoutes(app);
  menuRoutes(app);
  roleRoutes(app);
  userRoutes(app, deps);
  logRoutes(app);
  storeRoutes(app);
  dealerRoutes(app);
  dictionaryRoutes(app);
  systemConfigRoutes(app);
  memberRoutes(app);
  navigationRoutes(app);
  const decoration = decorationModule(app, changes.feed, deps.config);
  expressRoutes(app, deps);
  mediaRoutes(app, deps.storage);
  onboardingRoutes(app, deps);
  platformRoutes(app, deps);
  goodsRoutes(app);
  storefrontRoutes(app, deps);
  couponsModule(app);
  bargainModule(app);
  promotionsModule(app);
  seckillModule(app);
  ordersModule(app, deps);
  afterSalesModule(app, deps);
  groupBuyModule(app);

  await registerWebApp(app, config.webDist, path.join(config.dataDir, 'uploads'), decoration.h5Head);
  let runner: { stop(): Promise<void> } | undefined;
  app.addHook('onClose', async () => runner?.stop());
  await app.ready();
  /**
   * Durable timers (order timeouts), once the data is in place: main.ts starts them after the seed,
   * whose demo orders arm timers already due and then play the moments that end them.
   */
  const startJobs = () => {
    if (config.JOBS_POLL_MS > 0 && !runner) runner = startJobRunner(db, config.JOBS_POLL_MS, app.log);
  };
  return { app, deps, routes, startJobs };
}
