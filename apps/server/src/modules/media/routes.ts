import {
  mediaContract as contract,
  idParam,
  MEDIA_GROUPS_URL,
  MEDIA_UPLOAD_URLS,
  MEDIA_URL,
  type MediaKind,
} from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { company } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import type { FileStorage } from '../../lib/storage/index.ts';
import { readUpload, UPLOAD_KINDS, type UploadKind } from '../../lib/uploads.ts';
import { companyCtx } from '../../plugins/auth.ts';
import * as service from './service.ts';

export function mediaRoutes(app: FastifyInstance, storage: FileStorage) {
  const r = typed(app);

  const upload = (kind: UploadKind & { name: MediaKind }) =>
    r.post(MEDIA_UPLOAD_URLS[kind.name], {
      config: { access: company('media:upload') },
      schema: { tags: ['media'], consumes: ['multipart/form-data'], response: { 200: contract.uploaded } },
      handler: async (req) => {
        const ctx = companyCtx(req);
        const file = await readUpload(req, kind, `c${ctx.principal.companyId}`);
        return service.saveUpload(ctx, storage, file, kind.name);
      },
    });
  upload(UPLOAD_KINDS.image);
  upload(UPLOAD_KINDS.video);
  upload(UPLOAD_KINDS.pdf);
  upload(UPLOAD_KINDS.file);

  r.get(MEDIA_URL, {
    config: { access: company('media:list', 'media:upload') },
    schema: { tags: ['media'], querystring: contract.listQuery, response: { 200: contract.list } },
    handler: (req) => service.listFiles(companyCtx(req), req.query),
  });

  r.put(MEDIA_URL, {
    config: { access: company('media:edit') },
    schema: { tags: ['media'], body: contract.update, response: { 200: contract.updated } },
    handler: (req) => service.updateFile(companyCtx(req), req.body),
  });

  r.delete(MEDIA_URL, {
    config: { access: company('media:del') },
    schema: { tags: ['media'], body: contract.remove, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await service.removeFiles(companyCtx(req), storage, req.body);
      return reply.code(204).send(null);
    },
  });

  r.delete(`${MEDIA_URL}/:id`, {
    config: { access: company('media:del') },
    schema: { tags: ['media'], params: idParam, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await service.removeFiles(companyCtx(req), storage, [req.params.id]);
      return reply.code(204).send(null);
    },
  });

  r.get(`${MEDIA_URL}/:id/download`, {
    config: { access: company('media:list', 'media:upload') },
    schema: { tags: ['media'], params: idParam },
    handler: async (req, reply) => {
      const file = await service.readFile(companyCtx(req), storage, req.params.id);
      return reply
        .header('content-type', file.mime)
        .header(
          'content-disposition',
          `attachment; filename="download"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .send(file.bytes);
    },
  });

  r.get(MEDIA_GROUPS_URL, {
    config: { access: company('media:list', 'media:upload') },
    schema: { tags: ['media'], response: { 200: contract.groups } },
    handler: (req) => service.listGroups(companyCtx(req)),
  });

  r.post(MEDIA_GROUPS_URL, {
    config: { access: company('media:edit') },
    schema: { tags: ['media'], body: contract.createGroup, response: { 200: contract.group } },
    handler: (req) => service.saveGroup(companyCtx(req), req.body),
  });

  r.put(MEDIA_GROUPS_URL, {
    config: { access: company('media:edit') },
    schema: { tags: ['media'], body: contract.updateGroup, response: { 200: contract.group } },
    handler: (req) => service.saveGroup(companyCtx(req), req.body, req.body.id),
  });

  r.delete(MEDIA_GROUPS_URL, {
    config: { access: company('media:edit') },
    schema: { tags: ['media'], body: contract.removeGroups, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await service.removeGroups(companyCtx(req), req.body);
      return reply.code(204).send(null);
    },
  });

  r.delete(`${MEDIA_GROUPS_URL}/:id`, {
    config: { access: company('media:edit') },
    schema: { tags: ['media'], params: idParam, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await service.removeGroups(companyCtx(req), [req.params.id]);
      return reply.code(204).send(null);
    },
  });
}
