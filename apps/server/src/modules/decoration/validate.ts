import { type DecoDocument, unshownDecoMedia } from '@hh/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { AppError, type FieldError } from '../../lib/errors.ts';
import { mediaBases } from '../../lib/media-sources.ts';
import { cleanHtml, goodsCategories, products } from '../goods/index.ts';
import { navigationIn } from '../navigation/index.ts';
import { idsNamed, linksOf, sourcesOf } from './references.ts';
import { decoPages } from './schema.ts';

/** The rich text components' HTML sanitised (the same rules as product descriptions). */
export function cleanDocument(doc: DecoDocument): DecoDocument {
  return {
    ...doc,
    components: doc.components.map((c) => (c.type === 'richText' ? { ...c, html: cleanHtml(c.html) } : c)),
  };
}

async function existing(tx: Tx, doc: DecoDocument) {
  const productIds = idsNamed(doc, 'product');
  const categoryIds = idsNamed(doc, 'category');
  const pageIds = idsNamed(doc, 'page');
  const productRows = productIds.length
    ? await tx
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, productIds), eq(products.isDeleted, false)))
    : [];
  const categoryRows = categoryIds.length
    ? await tx
        .select({ id: goodsCategories.id })
        .from(goodsCategories)
        .where(inArray(goodsCategories.id, categoryIds))
    : [];
  const pageRows = pageIds.length
    ? await tx.select({ id: decoPages.id }).from(decoPages).where(inArray(decoPages.id, pageIds))
    : [];
  const ids = (rows: { id: number }[]) => new Set(rows.map((r) => r.id));
  return { product: ids(productRows), category: ids(categoryRows), page: ids(pageRows) };
}

/**
 * Refuses a page whose links or product lists name what the company does not have: another
 * company's or a made-up product, category or page, a product in the recycle bin, a navigation
 * tab past the terminal's last, or a picture or video its page cannot show. A 400 with one field
 * message per bad reference.
 */
export async function checkReferences(tx: Tx, terminal: number, doc: DecoDocument, prefix = 'document.') {
  const known = await existing(tx, doc);
  const links = linksOf(doc);
  const tabs = links.some((l) => l.link.kind === 'navTab')
    ? (await navigationIn(tx, terminal)).items.length
    : 0;
  const fields: FieldError[] = [];
  for (const { field, link } of links) {
    const at = `${prefix}${field}`;
    if (link.kind === 'product' && !known.product.has(link.id))
      fields.push({ field: at, key: 'validation.decoLinkProduct' });
    if (link.kind === 'category' && !known.category.has(link.id))
      fields.push({ field: at, key: 'validation.decoLinkCategory' });
    if (link.kind === 'page' && !known.page.has(link.id))
      fields.push({ field: at, key: 'validation.decoLinkPage' });
    if (link.kind === 'navTab' && link.index >= tabs)
      fields.push({ field: at, key: 'validation.decoLinkNavTab' });
  }
  for (const source of sourcesOf(doc)) {
    if (source.ids.some((id) => !known[source.kind].has(id)))
      fields.push({
        field: `${prefix}${source.field}`,
        key: source.kind === 'product' ? 'validation.decoLinkProduct' : 'validation.decoLinkCategory',
      });
  }
  for (const { field } of unshownDecoMedia(doc, mediaBases()))
    fields.push({ field: `${prefix}${field}`, key: 'validation.mediaNotShown' });
  if (fields.length) throw new AppError(400, 'error.validation', undefined, fields);
}
