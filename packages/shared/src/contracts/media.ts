import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../list.ts';
import { wholeIn } from '../numberRange.ts';
import { idList, timestamp } from './common.ts';

export const MEDIA_URL = '/api/localStorage';
export const MEDIA_GROUPS_URL = '/api/mediaGroup';
export const mediaDownloadUrl = (id: number) => `${MEDIA_URL}/${id}/download`;

export const MEDIA_KINDS = ['image', 'video', 'pdf', 'file'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** Where each kind of file is uploaded. */
export const MEDIA_UPLOAD_URLS = {
  image: '/api/upload/picture',
  video: '/api/upload/video',
  pdf: '/api/upload/pdf',
  file: '/api/upload/file',
} as const satisfies Record<MediaKind, string>;

export const mediaRow = z.object({
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

export const mediaGroupRow = z.object({ id: z.number(), name: z.string(), sort: z.number() });

const mediaGroupInput = z.object({
  name: z.string().trim().min(1, 'msg:required').max(40),
  sort: wholeIn(0, 99999).default(0),
});

export const mediaContract = {
  uploaded: mediaRow,
  listQuery: pageQuerySchema.extend({
    blurry: z.string().trim().max(100).optional(),
    kind: z.enum(MEDIA_KINDS).optional(),
    groupId: z.coerce.number().int().min(0).optional(),
  }),
  list: pageSchema(mediaRow),
  update: z.object({
    id: z.number().int().positive(),
    name: z.string().trim().min(1, 'msg:required').max(200),
    groupId: z.number().int().min(0).nullable().default(null),
  }),
  updated: mediaRow,
  remove: idList,
  groups: z.array(mediaGroupRow),
  createGroup: mediaGroupInput,
  updateGroup: mediaGroupInput.extend({ id: z.number().int().positive() }),
  group: mediaGroupRow,
  removeGroups: idList,
};
