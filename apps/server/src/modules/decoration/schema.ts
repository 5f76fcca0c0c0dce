import { DEFAULT_TERMINAL, type DecoDocument } from '@hh/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, updatedAt } from '../../db/columns.ts';

/**
 * A decorated storefront page of a company and terminal: its draft (edited by the builder, counted
 * by `revision`) and which of its versions is live. At most one home page per terminal.
 */
export const decoPages = pgTable(
  'deco_pages',
  {
    id: id(),
    companyId: companyId(),
    terminal: integer('terminal').notNull().default(DEFAULT_TERMINAL),
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    isHome: boolean('is_home').notNull().default(false),
    draft: jsonb('draft').$type<DecoDocument>().notNull(),
    revision: integer('revision').notNull().default(0),
    /** The live version's number (null until first published) and the draft revision it was made from. */
    publishedVersion: integer('published_version'),
    publishedRevision: integer('published_revision'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    /** The last version number given (versions are never reused). */
    lastVersion: integer('last_version').notNull().default(0),
    updatedBy: text('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('deco_pages_terminal_idx').on(t.companyId, t.terminal, t.id),
    uniqueIndex('deco_pages_home_uq').on(t.companyId, t.terminal).where(sql`is_home`),
  ],
);

/** Every published version of a page, kept: who published it, when, and what it showed. */
export const decoPageVersions = pgTable(
  'deco_page_versions',
  {
    id: id(),
    companyId: companyId(),
    pageId: bigint('page_id', { mode: 'number' })
      .notNull()
      .references(() => decoPages.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    document: jsonb('document').$type<DecoDocument>().notNull(),
    publishedBy: text('published_by'),
    /** The version a rollback copied; null when the draft was published. */
    restoredFrom: integer('restored_from'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [unique('deco_page_versions_uq').on(t.pageId, t.version)],
);
