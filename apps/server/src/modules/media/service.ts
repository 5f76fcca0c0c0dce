import type { MediaKind, mediaContract, PageQuery } from '@hh/shared';
import { and, asc, count, eq, ilike, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import { audit } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import { contains, orderBy, paged } from '../../db/list.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/storage/index.ts';
import type { Upload } from '../../lib/uploads.ts';
import { mediaFiles, mediaGroups } from './schema.ts';

type MediaFilter = Omit<z.output<typeof mediaContract.listQuery>, keyof PageQuery>;
type GroupInput = z.output<typeof mediaContract.createGroup>;

async function groupOrNull(tx: Tx, raw: string | number | null | undefined): Promise<number | null> {
  const id = Number(raw);
  if (!raw || !Number.isSafeInteger(id) || id <= 0) return null;
  const [group] = await tx.select({ id: mediaGroups.id }).from(mediaGroups).where(eq(mediaGroups.id, id));
  if (!group) throw notFound();
  return group.id;
}

/** Stores an uploaded file and records it; the stored bytes are removed again if the record fails. */
export async function saveUpload(ctx: CompanyContext, storage: FileStorage, file: Upload, kind: MediaKind) {
  await storage.put(file.key, file.buffer, file.mime);
  try {
    return await inCompany(ctx, async (tx) => {
      const [row] = await tx
        .insert(mediaFiles)
        .values({
          groupId: await groupOrNull(tx, file.fields.groupId),
          name: file.fields.name?.trim().slice(0, 200) || file.originalName,
          kind,
          mime: file.mime,
          size: file.buffer.length,
          storageKey: file.key,
          url: storage.publicUrl(file.key),
          uploaderId: ctx.principal.userId,
        })
        .returning();
      await audit(tx, ctx, { entity: 'media', entityId: row!.id, action: 'upload', after: row });
      return row!;
    });
  } catch (err) {
    await storage.remove(file.key);
    throw err;
  }
}

export function listFiles(ctx: CompanyContext, q: PageQuery & MediaFilter) {
  return inCompany(ctx, (tx) => {
    const where = and(
      q.blurry ? ilike(mediaFiles.name, contains(q.blurry)) : undefined,
      q.kind ? eq(mediaFiles.kind, q.kind) : undefined,
      q.groupId === undefined
        ? undefined
        : q.groupId === 0
          ? isNull(mediaFiles.groupId)
          : eq(mediaFiles.groupId, q.groupId),
    );
    const order = orderBy(q.sort, { id: mediaFiles.id, name: mediaFiles.name, size: mediaFiles.size });
    return paged(
      q,
      (limit, offset) =>
        tx
          .select()
          .from(mediaFiles)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      async () => (await tx.select({ n: count() }).from(mediaFiles).where(where))[0]?.n ?? 0,
    );
  });
}

export function updateFile(ctx: CompanyContext, input: z.output<typeof mediaContract.update>) {
  return inCompany(ctx, async (tx) => {
    const [before] = await tx.select().from(mediaFiles).where(eq(mediaFiles.id, input.id));
    if (!before) throw notFound();
    const [row] = await tx
      .update(mediaFiles)
      .set({ name: input.name, groupId: await groupOrNull(tx, input.groupId), updatedAt: new Date() })
      .where(eq(mediaFiles.id, input.id))
      .returning();
    await audit(tx, ctx, { entity: 'media', entityId: row!.id, action: 'update', before, after: row });
    return row!;
  });
}

/** Deletes the records in one transaction, then their stored bytes. */
export async function removeFiles(ctx: CompanyContext, storage: FileStorage, ids: number[]) {
  const removed = await inCompany(ctx, async (tx) => {
    const rows = await tx.select().from(mediaFiles).where(inArray(mediaFiles.id, ids));
    if (rows.length !== new Set(ids).size) throw notFound();
    await tx.delete(mediaFiles).where(inArray(mediaFiles.id, ids));
    for (const row of rows)
      await audit(tx, ctx, { entity: 'media', entityId: row.id, action: 'delete', before: row });
    return rows;
  });
  for (const row of removed) await storage.remove(row.storageKey);
}

/** A file's name, type and bytes for its download. */
export async function readFile(ctx: CompanyContext, storage: FileStorage, id: number) {
  const [row] = await inCompany(ctx, (tx) => tx.select().from(mediaFiles).where(eq(mediaFiles.id, id)));
  if (!row) throw notFound();
  return { name: row.name, mime: row.mime, bytes: await storage.read(row.storageKey) };
}

export function listGroups(ctx: CompanyContext) {
  return inCompany(ctx, (tx) =>
    tx
      .select({ id: mediaGroups.id, name: mediaGroups.name, sort: mediaGroups.sort })
      .from(mediaGroups)
      .orderBy(asc(mediaGroups.sort), asc(mediaGroups.id)),
  );
}

export function saveGroup(ctx: CompanyContext, input: GroupInput, id?: number) {
  return inCompany(ctx, async (tx) => {
    const [before] = id ? await tx.select().from(mediaGroups).where(eq(mediaGroups.id, id)) : [];
    if (id && !before) throw notFound();
    const [row] = id
      ? await tx
          .update(mediaGroups)
          .set({ ...input, updatedAt: new Date() })
          .where(eq(mediaGroups.id, id))
          .returning()
      : await tx.insert(mediaGroups).values(input).returning();
    await audit(tx, ctx, {
      entity: 'mediaGroup',
      entityId: row!.id,
      action: id ? 'update' : 'create',
      before,
      after: row,
    });
    return { id: row!.id, name: row!.name, sort: row!.sort };
  });
}

/** Deletes groups; their files stay, ungrouped. */
export async function removeGroups(ctx: CompanyContext, ids: number[]) {
  await inCompany(ctx, async (tx) => {
    const rows = await tx.select().from(mediaGroups).where(inArray(mediaGroups.id, ids));
    if (rows.length !== new Set(ids).size) throw notFound();
    await tx.update(mediaFiles).set({ groupId: null }).where(inArray(mediaFiles.groupId, ids));
    await tx.delete(mediaGroups).where(inArray(mediaGroups.id, ids));
    for (const row of rows)
      await audit(tx, ctx, { entity: 'mediaGroup', entityId: row.id, action: 'delete', before: row });
  });
}
