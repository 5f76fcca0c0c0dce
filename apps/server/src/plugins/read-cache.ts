import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { type ChangeFeed, feedCompany } from '../lib/change-feed.ts';

/** A GET route whose 200 answers may be reused while the tables it reads are unchanged. */
export interface ReadCachePolicy {
  /** Every table the answer is read from, besides the caller's own rights (always included). */
  tables: readonly string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    cache?: ReadCachePolicy;
  }
  interface FastifyRequest {
    cacheFill: Fill | null;
  }
}

interface Entry {
  since: number;
  body: string;
  type: string;
}

/** A read in progress; the first of several identical reads lets the others wait for its answer. */
interface Fill {
  key: string;
  since: number;
  done?: (entry: Entry | undefined) => void;
}

/**
 * Serves repeated reads of a cached route from memory. An answer is kept per caller, company,
 * language and URL, and only while the change feed has heard of no write to its tables (or the
 * caller's rights) in its company since it was read (see lib/change-feed.ts for how a server
 * hears of writes, its own at once).
 */
export function registerReadCache(
  app: FastifyInstance,
  feed: ChangeFeed,
  maxBytes: number,
  /** The tables the caller's rights are read from (modules/auth: PRINCIPAL_TABLES). */
  principalTables: readonly string[],
) {
  app.decorateRequest('cacheFill', null);
  if (maxBytes <= 0) return;
  const cache = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (e) => e.body.length + 200,
  });
  const tablesOf = new Map<ReadCachePolicy, readonly string[]>();
  const dependencies = (policy: ReadCachePolicy) => {
    let tables = tablesOf.get(policy);
    if (!tables) {
      tables = [...new Set([...policy.tables, ...principalTables])];
      tablesOf.set(policy, tables);
    }
    return tables;
  };

  const flights = new Map<string, Promise<Entry | undefined>>();

  app.addHook('onRequest', async (req, reply) => {
    const policy = req.routeOptions.config.cache;
    const principal = req.ctx.principal;
    if (!policy || req.method !== 'GET' || !principal) return;
    const company = feedCompany(principal.companyId);
    const tables = dependencies(policy);
    const key = `${principal.userId}|${company}|${req.lang}|${req.url}`;
    const since = feed.now();
    const fresh = (entry: Entry | undefined): entry is Entry =>
      entry !== undefined && feed.unchangedSince(entry.since, tables, company);
    let entry = cache.get(key);
    if (!fresh(entry)) entry = await flights.get(key);
    if (fresh(entry)) return reply.header('content-type', entry.type).send(entry.body);
    const fill: Fill = { key, since };
    if (!flights.has(key)) {
      flights.set(key, new Promise((resolve) => (fill.done = resolve)));
    }
    req.cacheFill = fill;
  });

  const land = (fill: Fill, entry: Entry | undefined) => {
    if (!fill.done) return;
    fill.done(entry);
    fill.done = undefined;
    flights.delete(fill.key);
  };

  app.addHook('onSend', async (req, reply, payload) => {
    const fill = req.cacheFill;
    if (!fill) return;
    let entry: Entry | undefined;
    if (reply.statusCode === 200 && typeof payload === 'string') {
      entry = { since: fill.since, body: payload, type: String(reply.getHeader('content-type')) };
      cache.set(fill.key, entry);
    }
    land(fill, entry);
  });
  // A read that ends without an answer (the client went away) must not keep others waiting.
  app.addHook('onResponse', async (req) => {
    if (req.cacheFill) land(req.cacheFill, undefined);
  });
  app.addHook('onRequestAbort', async (req) => {
    if (req.cacheFill) land(req.cacheFill, undefined);
  });
}
