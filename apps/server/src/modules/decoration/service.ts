import type { DecoDocument, decorationContract } from '@hh/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import { audit } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import { containedInAny, orderBy, paged } from '../../db/list.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { companies, type Shop } from '../companies/index.ts';
import { renderData } from './render.ts';
import { decoPages, decoPageVersions } from './schema.ts';
import { checkReferences, cleanDocument } from './validate.ts';

type ListQuery = z.output<typeof decorationContract.listQuery>;
type CreateInput = z.output<typeof decorationContract.create>;
type VersionsQuery = z.output<typeof decorationContract.versionsQuery>;

const rowColumns = {
  id: decoPages.id,
  terminal: decoPages.terminal,
  name: decoPages.name,
  title: decoPages.title,
  isHome: decoPages.isHome,
  publishedVersion: decoPages.publishedVersion,
  publishedRevision: decoPages.publishedRevision,
  publishedAt: decoPages.publishedAt,
  revision: decoPages.revision,
  componentCount: sql<number>`jsonb_array_length(${decoPages.draft}->'components')`.mapWith(Number),
  updatedAt: decoPages.updatedAt,
  updatedBy: decoPages.updatedBy,
};

const asRow = <R extends { publishedRevision: number | null; revision: number }>({
  publishedRevision,
  ...row
}: R) => ({ ...row, hasDraftChanges: publishedRevision !== row.revision });

const SORT_COLUMNS = { id: decoPages.id, name: decoPages.name, updatedAt: decoPages.updatedAt };

async function rowOf(tx: Tx, id: number) {
  const [row] = await tx.select(rowColumns).from(decoPages).where(eq(decoPages.id, id));
  if (!row) throw notFound();
  return asRow(row);
}

async function pageOf(tx: Tx, id: number) {
  const [page] = await tx.select().from(decoPages).where(eq(decoPages.id, id)).for('update');
  if (!page) throw notFound();
  return page;
}

async function detailOf(tx: Tx, id: number) {
  const row = await rowOf(tx, id);
  const [page] = await tx.select({ draft: decoPages.draft }).from(decoPages).where(eq(decoPages.id, id));
  return { ...row, document: page!.draft };
}

/** The company's pages of a terminal, the home first, then by the asked order. */
export function listPages(ctx: CompanyContext, q: ListQuery) {
  return inCompany(ctx, (tx) => {
    const where = and(
      eq(decoPages.terminal, q.terminal),
      containedInAny(q.keyword, decoPages.name, decoPages.title),
    );
    return paged(
      q,
      async (limit, offset) =>
        (
          await tx
            .select(rowColumns)
            .from(decoPages)
            .where(where)
            .orderBy(desc(decoPages.isHome), ...orderBy(q.sort, SORT_COLUMNS))
            .limit(limit)
            .offset(offset)
        ).map(asRow),
      async () => (await tx.select({ n: count() }).from(decoPages).where(where))[0]?.n ?? 0,
    );
  });
}

export function createPage(ctx: CompanyContext, input: CreateInput) {
  return inCompany(ctx, async (tx) => {
    const draft: DecoDocument = {
      name: input.name,
      title: input.title,
      background: '#F5F5F5',
      backgroundImage: null,
      sharePicture: null,
      shareTitle: '',
      components: [],
    };
    const [page] = await tx
      .insert(decoPages)
      .values({
        terminal: input.terminal,
        name: input.name,
        title: input.title,
        draft,
        updatedBy: ctx.principal.username,
      })
      .returning({ id: decoPages.id });
    const detail = await detailOf(tx, page!.id);
    await audit(tx, ctx, { entity: 'decorationPage', entityId: page!.id, action: 'create', after: detail });
    return detail;
  });
}

export function getPage(ctx: CompanyContext, id: number) {
  return inCompany(ctx, (tx) => detailOf(tx, id));
}

/**
 * Autosave: replaces the draft when the builder saw the latest revision; a stale revision means
 * someone else saved meanwhile (409 naming the current one). Links and product lists are checked
 * against the company's data, rich text is sanitised.
 */
export function saveDraft(ctx: CompanyContext, id: number, revision: number, doc: DecoDocument) {
  return inCompany(ctx, async (tx) => {
    const page = await pageOf(tx, id);
    if (page.revision !== revision)
      throw conflict('decoration.revisionConflict', { revision: page.revision });
    await checkReferences(tx, page.terminal, doc);
    const [saved] = await tx
      .update(decoPages)
      .set({
        draft: cleanDocument(doc),
        name: doc.name,
        title: doc.title,
        revision: revision + 1,
        updatedAt: new Date(),
        updatedBy: ctx.principal.username,
      })
      .where(and(eq(decoPages.id, id), eq(decoPages.revision, revision)))
      .returning({ revision: decoPages.revision, updatedAt: decoPages.updatedAt });
    if (!saved) throw conflict('decoration.revisionConflict', { revision: page.revision });
    return saved;
  });
}

/** Makes a new version live: the draft (publish), or an old version's document (rollback). */
async function goLive(
  tx: Tx,
  ctx: CompanyContext,
  page: typeof decoPages.$inferSelect,
  document: DecoDocument,
  restoredFrom: number | null,
) {
  const version = page.lastVersion + 1;
  const now = new Date();
  const revision = restoredFrom === null ? page.revision : page.revision + 1;
  await tx.insert(decoPageVersions).values({
    pageId: page.id,
    version,
    document,
    publishedBy: ctx.principal.username,
    restoredFrom,
    publishedAt: now,
  });
  const [done] = await tx
    .update(decoPages)
    .set({
      draft: document,
      name: document.name,
      title: document.title,
      revision,
      publishedVersion: version,
      publishedRevision: revision,
      publishedAt: now,
      lastVersion: version,
      updatedAt: now,
      updatedBy: ctx.principal.username,
    })
    .where(and(eq(decoPages.id, page.id), eq(decoPages.lastVersion, page.lastVersion)))
    .returning({ id: decoPages.id });
  if (!done) throw conflict('decoration.revisionConflict', { revision: page.revision });
  const row = await rowOf(tx, page.id);
  await audit(tx, ctx, {
    entity: 'decorationPage',
    entityId: page.id,
    action: restoredFrom === null ? 'publish' : 'rollback',
    after: { version, restoredFrom },
  });
  return row;
}

/** Publishes the draft at the revision the designer sees; an unchanged draft is 409. */
export function publish(ctx: CompanyContext, id: number, revision: number) {
  return inCompany(ctx, async (tx) => {
    const page = await pageOf(tx, id);
    if (page.revision !== revision)
      throw conflict('decoration.revisionConflict', { revision: page.revision });
    if (page.publishedRevision === revision) throw conflict('decoration.noChanges');
    await checkReferences(tx, page.terminal, page.draft);
    return goLive(tx, ctx, page, page.draft, null);
  });
}

async function versionOf(tx: Tx, pageId: number, version: number) {
  const [row] = await tx
    .select()
    .from(decoPageVersions)
    .where(and(eq(decoPageVersions.pageId, pageId), eq(decoPageVersions.version, version)));
  if (!row) throw notFound();
  return row;
}

/** Makes an old version live again as a new version, and the draft with it. */
export function rollback(ctx: CompanyContext, id: number, version: number) {
  return inCompany(ctx, async (tx) => {
    const page = await pageOf(tx, id);
    const old = await versionOf(tx, id, version);
    return goLive(tx, ctx, page, old.document, version);
  });
}

export function listVersions(ctx: CompanyContext, id: number, q: VersionsQuery) {
  return inCompany(ctx, async (tx) => {
    const page = await rowOf(tx, id);
    const where = eq(decoPageVersions.pageId, id);
    return paged(
      { ...q, sort: [] },
      async (limit, offset) =>
        (
          await tx
            .select({
              version: decoPageVersions.version,
              name: sql<string>`${decoPageVersions.document}->>'name'`,
              componentCount:
                sql<number>`jsonb_array_length(${decoPageVersions.document}->'components')`.mapWith(Number),
              publishedAt: decoPageVersions.publishedAt,
              publishedBy: decoPageVersions.publishedBy,
              restoredFrom: decoPageVersions.restoredFrom,
            })
            .from(decoPageVersions)
            .where(where)
            .orderBy(desc(decoPageVersions.version))
            .limit(limit)
            .offset(offset)
        ).map((v) => ({ ...v, live: v.version === page.publishedVersion })),
      async () => (await tx.select({ n: count() }).from(decoPageVersions).where(where))[0]?.n ?? 0,
    );
  });
}

async function ownShop(tx: Tx, ctx: CompanyContext): Promise<Shop> {
  const [row] = await tx
    .select({
      id: companies.id,
      companyKey: companies.companyKey,
      name: companies.name,
      logo: companies.headPortrait,
    })
    .from(companies)
    .where(eq(companies.id, ctx.principal.companyId));
  if (!row) throw notFound();
  return row;
}

/** A version as the storefront showed it, for the builder's preview. */
export function renderVersion(ctx: CompanyContext, id: number, version: number) {
  return inCompany(ctx, async (tx) => {
    const page = await pageOf(tx, id);
    const found = await versionOf(tx, id, version);
    return {
      page: { id, terminal: page.terminal, isHome: page.isHome, version, publishedAt: found.publishedAt },
      document: found.document,
      data: await renderData(tx, await ownShop(tx, ctx), page.terminal, found.document),
    };
  });
}

/**
 * The draft as it will render once published; a draft unchanged since its last publish is that
 * live version, and says so (its number and time), so a preview right after publishing is not "draft".
 */
export function renderDraft(ctx: CompanyContext, id: number) {
  return inCompany(ctx, async (tx) => {
    const page = await pageOf(tx, id);
    const live =
      page.publishedVersion !== null && page.publishedRevision === page.revision
        ? await versionOf(tx, id, page.publishedVersion)
        : null;
    return {
      page: {
        id,
        terminal: page.terminal,
        isHome: page.isHome,
        version: live ? page.publishedVersion : null,
        publishedAt: live?.publishedAt ?? null,
      },
      document: page.draft,
      data: await renderData(tx, await ownShop(tx, ctx), page.terminal, page.draft),
    };
  });
}

/** The canvas data for a draft being edited, before it is saved (nothing written). */
export function resolve(ctx: CompanyContext, terminal: number, doc: DecoDocument) {
  return inCompany(ctx, async (tx) => renderData(tx, await ownShop(tx, ctx), terminal, doc));
}

const COPY_SUFFIX = { zh: ' 副本', en: ' (copy)' } as const;

/** A new unpublished page with the draft of another. */
export function duplicate(ctx: CompanyContext, id: number, name: string | undefined) {
  return inCompany(ctx, async (tx) => {
    const page = await pageOf(tx, id);
    const suffix = COPY_SUFFIX[ctx.lang];
    const newName = name ?? `${page.name.slice(0, 30 - suffix.length)}${suffix}`;
    const [copy] = await tx
      .insert(decoPages)
      .values({
        terminal: page.terminal,
        name: newName,
        title: page.title,
        draft: { ...page.draft, name: newName },
        updatedBy: ctx.principal.username,
      })
      .returning({ id: decoPages.id });
    const detail = await detailOf(tx, copy!.id);
    await audit(tx, ctx, {
      entity: 'decorationPage',
      entityId: copy!.id,
      action: 'create',
      after: { copiedFrom: id },
    });
    return detail;
  });
}

/** Makes a published page its terminal's home (the old home becomes a custom page). */
export function setHome(ctx: CompanyContext, id: number) {
  return inCompany(ctx, async (tx) => {
    const page = await pageOf(tx, id);
    if (page.publishedVersion === null) throw conflict('decoration.homeUnpublished');
    if (!page.isHome) {
      await tx
        .update(decoPages)
        .set({ isHome: false })
        .where(and(eq(decoPages.terminal, page.terminal), eq(decoPages.isHome, true)));
      await tx.update(decoPages).set({ isHome: true }).where(eq(decoPages.id, id));
      await audit(tx, ctx, { entity: 'decorationPage', entityId: id, action: 'setHome' });
    }
    return rowOf(tx, id);
  });
}

/** Deletes a page and its versions; the home page stays (409). */
export function deletePage(ctx: CompanyContext, id: number) {
  return inCompany(ctx, async (tx) => {
    const page = await pageOf(tx, id);
    if (page.isHome) throw conflict('decoration.homeDelete');
    await tx.delete(decoPages).where(eq(decoPages.id, id));
    const before = { name: page.name, terminal: page.terminal, publishedVersion: page.publishedVersion };
    await audit(tx, ctx, { entity: 'decorationPage', entityId: id, action: 'delete', before });
  });
}
