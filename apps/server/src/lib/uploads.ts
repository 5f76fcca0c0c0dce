import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, badRequest } from './errors.ts';

export interface UploadKind {
  /** Folder under the uploads root, also the public URL prefix. */
  folder: string;
  field: string;
  maxBytes: number;
  mimes: readonly string[];
}

export const IMAGE_MIMES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/**
 * Saves one uploaded file of a kind: the type is read from the file's bytes, the name is made
 * here, and nothing of the client's file name reaches the path.
 */
export async function saveUpload(
  req: FastifyRequest,
  uploadsRoot: string,
  kind: UploadKind,
): Promise<string> {
  if (!req.isMultipart()) throw badRequest('upload.missing');
  const file = await req.file({ limits: { fileSize: kind.maxBytes, files: 1 } });
  if (!file || file.fieldname !== kind.field) throw badRequest('upload.missing');
  const buffer = await file.toBuffer().catch((err: { code?: string }) => {
    if (err.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'upload.tooLarge', { size: `${Math.round(kind.maxBytes / 1024 / 1024)} MB` });
    }
    throw err;
  });
  const detected = await fileTypeFromBuffer(buffer);
  if (!detected || !kind.mimes.includes(detected.mime)) {
    throw new AppError(415, 'upload.badType', { types: kind.mimes.map((m) => m.split('/')[1]).join(', ') });
  }
  const name = `${randomUUID()}.${detected.ext}`;
  const dir = path.join(uploadsRoot, kind.folder);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), buffer);
  return `/${kind.folder}/${name}`;
}
