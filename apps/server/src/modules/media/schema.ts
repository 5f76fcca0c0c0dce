import type { MediaKind } from '@hh/shared';
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, updatedAt } from '../../db/columns.ts';

export const mediaGroups = pgTable('media_groups', {
  id: id(),
  companyId: companyId(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** An uploaded file of a company: pictures, videos, PDFs and other documents. */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: id(),
    companyId: companyId(),
    groupId: bigint('group_id', { mode: 'number' }),
    name: text('name').notNull(),
    kind: text('kind').$type<MediaKind>().notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    url: text('url').notNull(),
    uploaderId: bigint('uploader_id', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('media_files_company_idx').on(t.companyId, t.id),
    index('media_files_group_idx').on(t.companyId, t.groupId),
  ],
);
