import { idList, idParam, pageQuerySchema, pageSchema, timestamp } from '@hh/shared';
import { and, asc, count, eq, ilike, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import type { Tx } from '../../db/client.ts';
import { company } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { audit } from '../../lib/audit.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { contains, orderBy, paged } from '../../lib/list.ts';
import type { FileStorage } from '../../lib/storage/index.ts';
import { readUpload, UPLOAD_KINDS, type UploadKind } from '../../lib/uploads.ts';
import { companyCtx } from '../../plugins/auth.ts';
import { MEDIA_KINDS, mediaFiles, mediaGroups } from './schema.ts';

const mediaRow = z.object({
  id: z.number(),
  groupId: z.number().nullable(),
  name: z.string(),
  kind: z.enum(MEDIA_KINDS),
  mime: z.string(),
  size: z.number(),
  url: z.string(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
const groupRow = z.object({ id: z.number(), name: z.string(), sort: z.number() });

async function groupOrNull(tx: Tx, raw: string | number | null | undefined): Promise<number | null> {
  const id = Number(raw);
  if (!raw || !Number.isSafeInteger(id) || id <= 0) return null;
  const [group] = await tx.select({ id: mediaGroups.id }).from(mediaGroups).where(eq(mediaGroups.id, id));
  if (!group) throw notFound();
  return group.id;
}

export function mediaRoutes(app: FastifyInstance, storage: FileStorage) {
  const r = typed(app);

  const upload = (path: string, kind: UploadKind & { name: (typeof MEDIA_KINDS)[number] }) =>
    r.post(path, {
      config: { access: company('media:upload') },
      schema: { tags: ['media'], consumes: ['multipart/form-data'], response: { 200: mediaRow } },
      handler: async (req) => {
        const ctx = companyCtx(req);
        const file = await readUpload(req, kind, `c${ctx.principal.companyId}`);
        await storage.put(file.key, file.buffer, file.mime);
        try {
          return await inCompany(ctx, async (tx) => {
            const [row] = await tx
              .insert(mediaFiles)
              .values({
                groupId: await groupOrNull(tx, file.fields.groupId),
                name: file.fields.name?.trim().slice(0, 200) || file.originalName,
                kind: kind.name,
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
      },
    });
  upload('/api/upload/picture', UPLOAD_KINDS.image);
  upload('/api/upload/video', UPLOAD_KINDS.video);
  upload('/api/upload/pdf', UPLOAD_KINDS.pdf);
  upload('/api/upload/file', UPLOAD_KINDS.file);

  const listQuery = pageQuerySchema.extend({
    blurry: z.string().trim().max(100).optional(),
    kind: z.enum(MEDIA_KINDS).optional(),
    groupId: z.coerce.number().int().min(0).optional(),
  });

  r.get('/api/localStorage', {
    config: { access: company('media:list', 'media:upload') },
    schema: { tags: ['media'], querystring: listQuery, response: { 200: pageSchema(mediaRow) } },
    handler: (req) =>
      inCompany(companyCtx(req), (tx) => {
        const q = req.query;
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
      }),
  });

  r.put('/api/localStorage', {
    config: { access: company('media:edit') },
    schema: {
      tags: ['media'],
      body: z.object({
        id: z.number().int().positive(),
        name: z.string().trim().min(1, 'msg:required').max(200),
        groupId: z.number().int().min(0).nullable().default(null),
      }),
      response: { 200: mediaRow },
    },
    handler: (req) => {
      const ctx = companyCtx(req);
      return inCompany(ctx, async (tx) => {
        const [before] = await tx.select().from(mediaFiles).where(eq(mediaFiles.id, req.body.id));
        if (!before) throw notFound();
        const [row] = await tx
          .update(mediaFiles)
          .set({
            name: req.body.name,
            groupId: await groupOrNull(tx, req.body.groupId),
            updatedAt: new Date(),
          })
          .where(eq(mediaFiles.id, req.body.id))
          .returning();
        await audit(tx, ctx, { entity: 'media', entityId: row!.id, action: 'update', before, after: row });
        return row!;
      });
    },
  });

  r.delete('/api/localStorage', {
    config: { access: company('media:del') },
    schema: { tags: ['media'], body: idList, response: { 204: z.null() } },
    handler: async (req, reply) => {
      const ctx = companyCtx(req);
      const removed = await inCompany(ctx, async (tx) => {
        const rows = await tx.select().from(mediaFiles).where(inArray(mediaFiles.id, req.body));
        if (rows.length !== new Set(req.body).size) throw notFound();
        await tx.delete(mediaFiles).where(inArray(mediaFiles.id, req.body));
        for (const row of rows)
          await audit(tx, ctx, { entity: 'media', entityId: row.id, action: 'delete', before: row });
        return rows;
      });
      for (const row of removed) await storage.remove(row.storageKey);
      return reply.code(204).send(null);
    },
  });

  r.get('/api/localStorage/:id/download', {
    config: { access: company('media:list', 'media:upload') },
    schema: { tags: ['media'], params: idParam },
    handler: async (req, reply) => {
      const [row] = await inCompany(companyCtx(req), (tx) =>
        tx.select().from(mediaFiles).where(eq(mediaFiles.id, req.params.id)),
      );
      if (!row) throw notFound();
      return reply
        .header('content-type', row.mime)
        .header(
          'content-disposition',
          `attachment; filename="download"; filename*=UTF-8''${encodeURIComponent(row.name)}`,
        )
        .send(await storage.read(row.storageKey));
    },
  });

  r.get('/api/mediaGroup', {
    config: { access: company('media:list', 'media:upload') },
    schema: { tags: ['media'], response: { 200: z.array(groupRow) } },
    handler: (req) =>
      inCompany(companyCtx(req), (tx) =>
        tx
          .select({ id: mediaGroups.id, name: mediaGroups.name, sort: mediaGroups.sort })
          .from(mediaGroups)
          .orderBy(asc(mediaGroups.sort), asc(mediaGroups.id)),
      ),
  });

  const groupInput = z.object({
    name: z.string().trim().min(1, 'msg:required').max(40),
    sort: z.number().int().min(0).default(0),
  });
  const saveGroup = async (ctx: CompanyContext, input: z.output<typeof groupInput>, id?: number) =>
    inCompany(ctx, async (tx) => {
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

  r.post('/api/mediaGroup', {
    config: { access: company('media:edit') },
    schema: { tags: ['media'], body: groupInput, response: { 200: groupRow } },
    handler: (req) => saveGroup(companyCtx(req), req.body),
  });

  r.put('/api/mediaGroup', {
    config: { access: company('media:edit') },
    schema: {
      tags: ['media'],
      body: groupInput.extend({ id: z.number().int().positive() }),
      response: { 200: groupRow },
    },
    handler: (req) => saveGroup(companyCtx(req), req.body, req.body.id),
  });

  r.delete('/api/mediaGroup', {
    config: { access: company('media:edit') },
    schema: { tags: ['media'], body: idList, response: { 204: z.null() } },
    handler: async (req, reply) => {
      const ctx = companyCtx(req);
      await inCompany(ctx, async (tx) => {
        const rows = await tx.select().from(mediaGroups).where(inArray(mediaGroups.id, req.body));
        if (rows.length !== new Set(req.body).size) throw notFound();
        await tx.update(mediaFiles).set({ groupId: null }).where(inArray(mediaFiles.groupId, req.body));
        await tx.delete(mediaGroups).where(inArray(mediaGroups.id, req.body));
        for (const row of rows)
          await audit(tx, ctx, { entity: 'mediaGroup', entityId: row.id, action: 'delete', before: row });
      });
      return reply.code(204).send(null);
    },
  });
}
