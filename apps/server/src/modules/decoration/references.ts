import type { DecoComponent, DecoDocument, DecoLink } from '@hh/shared';

/** A link of a page with the field it sits in (`components.3.items.0.link`). */
export interface PlacedLink {
  field: string;
  link: DecoLink;
}

/** A reference of a product list's source to products or a category, with its field. */
export interface PlacedSource {
  field: string;
  kind: 'product' | 'category';
  ids: number[];
}

function componentLinks(c: DecoComponent, at: string): PlacedLink[] {
  switch (c.type) {
    case 'banner':
    case 'navGrid':
    case 'notice':
    case 'imageAd':
      return c.items.flatMap((item, j) =>
        item.link ? [{ field: `${at}.items.${j}.link`, link: item.link }] : [],
      );
    case 'title':
      return c.moreLink ? [{ field: `${at}.moreLink`, link: c.moreLink }] : [];
    default:
      return [];
  }
}

/** Every link of the page's components, in page order. */
export function linksOf(doc: DecoDocument): PlacedLink[] {
  return doc.components.flatMap((c, i) => componentLinks(c, `components.${i}`));
}

/** What each product list shows: picked product ids or a category. */
export function sourcesOf(doc: DecoDocument): PlacedSource[] {
  return doc.components.flatMap((c, i): PlacedSource[] => {
    if (c.type !== 'productList') return [];
    const at = `components.${i}.source`;
    return c.source.mode === 'picked'
      ? [{ field: `${at}.ids`, kind: 'product', ids: c.source.ids }]
      : [{ field: `${at}.categoryId`, kind: 'category', ids: [c.source.categoryId] }];
  });
}

/** The ids of one kind the page names, through links and product lists, once each. */
export function idsNamed(doc: DecoDocument, kind: 'product' | 'category' | 'page'): number[] {
  const ids = new Set<number>();
  for (const { link } of linksOf(doc)) if (link.kind === kind) ids.add(link.id);
  if (kind !== 'page')
    for (const s of sourcesOf(doc)) if (s.kind === kind) for (const id of s.ids) ids.add(id);
  return [...ids];
}
