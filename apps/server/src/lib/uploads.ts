import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, badRequest } from './errors.ts';

export interface UploadKind {
  name: 'image' | 'video' | 'pdf' | 'file' | 'avatar';
  maxBytes: number;
  mimes: readonly string[];
}

const IMAGES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
const VIDEOS = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
const DOCUMENTS = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/zip',
] as const;
const MB = 1024 * 1024;

export const UPLOAD_KINDS = {
  image: { name: 'image', maxBytes: 5 * MB, mimes: IMAGES },
  video: { name: 'video', maxBytes: 50 * MB, mimes: VIDEOS },
  pdf: { name: 'pdf', maxBytes: 20 * MB, mimes: ['application/pdf'] },
  file: { name: 'file', maxBytes: 20 * MB, mimes: [...IMAGES, ...VIDEOS, ...DOCUMENTS] },
  avatar: { name: 'avatar', maxBytes: 2 * MB, mimes: IMAGES },
  spreadsheet: {
    name: 'file',
    maxBytes: 10 * MB,
    mimes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  },
} as const satisfies Record<string, UploadKind>;

export interface Upload {
  buffer: Buffer;
  mime: string;
  ext: string;
  /** The client's file name, for display only: it never reaches a path. */
  originalName: string;
  fields: Record<string, string>;
  /** A storage key made here: `{scope}/{kind}/{uuid}.{ext}`. */
  key: string;
}

/** Reads one uploaded file of a kind; its type comes from its bytes, not its name. */
export async function readUpload(
  req: FastifyRequest,
  kind: UploadKind,
  scope: string,
  field = 'file',
): Promise<Upload> {
  if (!req.isMultipart()) throw badRequest('upload.missing');
  const file = await req.file({ limits: { fileSize: kind.maxBytes, files: 1 } });
  if (!file || file.fieldname !== field) throw badRequest('upload.missing');
  const buffer = await file.toBuffer().catch((err: { code?: string }) => {
    if (err.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'upload.tooLarge', { size: `${Math.round(kind.maxBytes / MB)} MB` });
    }
    throw err;
  });
  const detected = await fileTypeFromBuffer(buffer);
  if (!detected || !kind.mimes.includes(detected.mime)) {
    throw new AppError(415, 'upload.badType', {
      types: [...new Set(kind.mimes.map((m) => m.split('/')[1]))].join(', '),
    });
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(file.fields)) {
    const v = Array.isArray(value) ? value[0] : value;
    if (v && 'value' in v && typeof v.value === 'string') fields[name] = v.value;
  }
  return {
    buffer,
    mime: detected.mime,
    ext: detected.ext,
    originalName: file.filename.replace(/[\\/]/g, '_').slice(0, 200) || `file.${detected.ext}`,
    fields,
    key: `${scope}/${kind.name}/${randomUUID()}.${detected.ext}`,
  };
}
