import type { dictionariesContract } from '@hh/shared';
import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import { audit } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import { contains } from '../../db/list.ts';
import type { Lang } from '../../i18n/messages.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { dictDetails, dicts } from './schema.ts';

type DetailQuery = z.output<typeof dictionariesContract.detailQuery>;
type DetailInput = z.output<typeof dictionariesContract.createDetail> & { id?: number };

/** A dictionary's name is unique in the company (`id`: the one being edited). */
export async function assertDictNameFree(tx: Tx, name: string, id: number | undefined) {
  const [clash] = await tx.select({ id: dicts.id }).from(dicts).where(eq(dicts.name, name));
  if (clash && clash.id !== id) throw conflict('dict.nameTaken');
}

/** Before dictionaries go: their entries go with them. */
export async function deleteDictEntries(tx: Tx, ids: number[]) {
  await tx.delete(dictDetails).where(inArray(dictDetails.dictId, ids));
}

export function listDetails(ctx: CompanyContext, q: DetailQuery) {
  return inCompany(ctx, async (tx) => {
    const where = and(
      q.dictName ? eq(dicts.name, q.dictName) : undefined,
      q.dictId ? eq(dictDetails.dictId, q.dictId) : undefined,
      q.label ? ilike(dictDetails.label, contains(q.label)) : undefined,
    );
    const rows = await tx
      .select({ detail: dictDetails })
      .from(dictDetails)
      .innerJoin(dicts, eq(dicts.id, dictDetails.dictId))
      .where(where)
      .orderBy(asc(dictDetails.sort), asc(dictDetails.id))
      .limit(q.size)
      .offset(q.page * q.size);
    const [total] = await tx
      .select({ n: count() })
      .from(dictDetails)
      .innerJoin(dicts, eq(dicts.id, dictDetails.dictId))
      .where(where);
    return { content: rows.map((row) => row.detail), totalElements: total?.n ?? 0 };
  });
}

/** Adds an entry (no `id`) or edits one; values are unique within their dictionary. */
export function saveDetail(ctx: CompanyContext, body: DetailInput) {
  const dictId = body.dictId ?? body.dict?.id;
  return inCompany(ctx, async (tx) => {
    const [dict] = dictId ? await tx.select().from(dicts).where(eq(dicts.id, dictId)) : [];
    if (!dict) throw notFound();
    const [clash] = await tx
      .select({ id: dictDetails.id })
      .from(dictDetails)
      .where(and(eq(dictDetails.dictId, dict.id), eq(dictDetails.value, body.value)));
    if (clash && clash.id !== body.id) throw conflict('dict.valueTaken');
    const values = {
      dictId: dict.id,
      label: body.label,
      labelEn: body.labelEn,
      value: body.value,
      sort: body.sort,
    };
    if (body.id === undefined) {
      const [row] = await tx.insert(dictDetails).values(values).returning();
      await audit(tx, ctx, { entity: 'dictDetail', entityId: row!.id, action: 'create', after: row });
      return row!;
    }
    const [before] = await tx.select().from(dictDetails).where(eq(dictDetails.id, body.id));
    if (!before) throw notFound();
    const [row] = await tx
      .update(dictDetails)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(dictDetails.id, body.id))
      .returning();
    await audit(tx, ctx, {
      entity: 'dictDetail',
      entityId: body.id,
      action: 'update',
      before,
      after: row,
    });
    return row!;
  });
}

export function deleteDetail(ctx: CompanyContext, id: number) {
  return inCompany(ctx, async (tx) => {
    const [row] = await tx.delete(dictDetails).where(eq(dictDetails.id, id)).returning();
    if (!row) throw notFound();
    await audit(tx, ctx, { entity: 'dictDetail', entityId: row.id, action: 'delete', before: row });
  });
}

/** A dictionary value's label as the screen shows it (`labelEn` in English when set); unknown values stay as they are. */
export type DictLabel = (value: string | number | null, lang: Lang) => string | null;

/** A dictionary's entries in their order (value, label, English label). */
export function dictEntries(tx: Tx, name: string) {
  return tx
    .select({ value: dictDetails.value, label: dictDetails.label, labelEn: dictDetails.labelEn })
    .from(dictDetails)
    .innerJoin(dicts, eq(dicts.id, dictDetails.dictId))
    .where(eq(dicts.name, name))
    .orderBy(asc(dictDetails.sort), asc(dictDetails.id));
}

/** Reads one dictionary of the company once, for labelling many rows (exports). */
export async function dictLabels(tx: Tx, name: string): Promise<DictLabel> {
  const entries = await tx
    .select({ value: dictDetails.value, label: dictDetails.label, labelEn: dictDetails.labelEn })
    .from(dictDetails)
    .innerJoin(dicts, eq(dicts.id, dictDetails.dictId))
    .where(eq(dicts.name, name));
  const byValue = new Map(entries.map((e) => [e.value, e]));
  return (value, lang) => {
    if (value === null) return null;
    const entry = byValue.get(String(value));
    if (!entry) return String(value);
    return lang === 'en' && entry.labelEn ? entry.labelEn : entry.label;
  };
}
