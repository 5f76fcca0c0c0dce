import { type DecoDocument, decoRenderedPage, homeTerminals } from '@hh/shared';
import { and, asc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { now } from '../../lib/clock.ts';
import type { RequestContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { readShop, type Shop, shopByKey } from '../companies/index.ts';
import { leadPictures } from './lead-pictures.ts';
import { renderPage } from './render.ts';
import { decoPages, decoPageVersions } from './schema.ts';

/** The tables a rendered page is read from: a write to any of them in the company makes it stale. */
const RENDER_TABLES = [
  'deco_pages',
  'deco_page_versions',
  'products',
  'product_skus',
  'goods_categories',
  'nav_items',
  'nav_colors',
  'stores',
  'system_configs',
  'companies',
  'coupon_issues',
  'coupon_templates',
  'seckill_slots',
  'seckill_activities',
  'seckill_skus',
  'group_buy_activities',
  'group_buy_skus',
  'bargain_activities',
];

/** Bytes of rendered pages (JSON) a server keeps. */
const CACHE_BYTES = 16 * 1024 * 1024;

interface Entry {
  since: number;
  /** When the clock alone makes it stale (a seckill session or an activity starting or ending); null: never. */
  until: number | null;
  body: string;
  /** The pictures of its first screen (`leadPictures`). */
  lead: string[];
}

/** Components the designer hid are not sent to shoppers. */
const shown = (doc: DecoDocument): DecoDocument => ({
  ...doc,
  components: doc.components.filter((c) => !c.hidden),
});

/**
 * The storefront's published pages, each rendered once per company, page and version and kept
 * while the change feed has heard of no write to what it shows (its activities' tables included)
 * and the clock has not reached a moment that changes what runs (`until`). Every read still looks up which
 * version is live (one indexed row), so a publish on any server shows at once everywhere; other
 * servers' writes to products or navigation reach this one through the feed.
 */
export class StorefrontPages {
  private readonly cache = new LRUCache<string, Entry>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (e) => e.body.length + e.lead.join('').length + 100,
  });

  constructor(private readonly feed: ChangeFeed) {}

  /** The published home page the terminal's shop serves (`homeTerminals`: H5's own, else the App's) as JSON. */
  async home(ctx: RequestContext, companyKey: string, terminal: number): Promise<string> {
    return (await this.homeEntry(ctx, companyKey, terminal)).body;
  }

  /** The home page as JSON with the pictures of its first screen, for the HTML of the H5 page. */
  homeWithLead(
    ctx: RequestContext,
    companyKey: string,
    terminal: number,
  ): Promise<Pick<Entry, 'body' | 'lead'>> {
    return this.homeEntry(ctx, companyKey, terminal);
  }

  /** A published page of the shop as JSON; a draft-only page, or another shop's, is 404. */
  async page(ctx: RequestContext, companyKey: string, id: number): Promise<string> {
    return (await this.serve(ctx, companyKey, eq(decoPages.id, id))).body;
  }

  private homeEntry(ctx: RequestContext, companyKey: string, terminal: number): Promise<Entry> {
    const terminals = homeTerminals(terminal);
    return this.serve(
      ctx,
      companyKey,
      and(inArray(decoPages.terminal, terminals), eq(decoPages.isHome, true)),
      sql`array_position(${sql.raw(`array[${terminals.map(Number).join(',')}]::int[]`)}, ${decoPages.terminal})`,
    );
  }

  private async serve(
    ctx: RequestContext,
    companyKey: string,
    which: SQL | undefined,
    preference: SQL = asc(decoPages.id),
  ): Promise<Entry> {
    const shop = await shopByKey(ctx, companyKey);
    const since = this.feed.now();
    return readShop(ctx, shop, async (tx) => {
      const [live] = await tx
        .select({
          id: decoPages.id,
          terminal: decoPages.terminal,
          isHome: decoPages.isHome,
          version: decoPages.publishedVersion,
        })
        .from(decoPages)
        .where(and(which, isNotNull(decoPages.publishedVersion)))
        .orderBy(preference)
        .limit(1);
      if (!live?.version) throw notFound();
      const key = `${shop.id}|${live.id}|${live.version}|${live.isHome}`;
      const cached = this.cache.get(key);
      const at = now();
      if (
        cached &&
        (cached.until === null || at.getTime() < cached.until) &&
        this.feed.unchangedSince(cached.since, RENDER_TABLES, String(shop.id))
      )
        return cached;
      const entry = { since, ...(await this.render(tx, shop, { ...live, version: live.version }, at)) };
      this.cache.set(key, entry);
      return entry;
    });
  }

  private async render(
    tx: Tx,
    shop: Shop,
    live: { id: number; terminal: number; isHome: boolean; version: number },
    at: Date,
  ): Promise<Omit<Entry, 'since'>> {
    const [version] = await tx
      .select({ document: decoPageVersions.document, publishedAt: decoPageVersions.publishedAt })
      .from(decoPageVersions)
      .where(and(eq(decoPageVersions.pageId, live.id), eq(decoPageVersions.version, live.version)));
    if (!version) throw notFound();
    const document = shown(version.document);
    const { data, until } = await renderPage(tx, shop, live.terminal, document, at);
    const page = { page: { ...live, publishedAt: version.publishedAt }, document, data };
    return {
      body: JSON.stringify(z.encode(decoRenderedPage, page)),
      lead: leadPictures(document, data.mediaBases),
      until: until?.getTime() ?? null,
    };
  }
}
