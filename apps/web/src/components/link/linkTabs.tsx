import type { ReactNode } from 'react';
import { CategoryLinkTab } from './CategoryLinkTab.tsx';
import { PageLinkTab } from './PageLinkTab.tsx';
import { ProductLinkTab } from './ProductLinkTab.tsx';
import type { LinkCategory, LinkPage, LinkProduct, LinkTab } from './types.ts';
import { UrlLinkTab } from './UrlLinkTab.tsx';
import type { LinkChoice } from './useLinkChoice.ts';

/** The kinds of `L` whose link is `{ kind, id }`. */
type IdKind<L> = L extends { kind: infer K; id: number } ? K & string : never;

interface IdSource<K, Fetch> {
  /** The link kind the tab picks. */
  kind: K;
  label: string;
  fetch: Fetch;
}

interface IdSources<L extends { kind: string }> {
  /** The area's cache names (`['shop', 'navigation']`): the lists are cached under them. */
  cache: readonly string[];
  /** The terminal whose decorated pages are listed. */
  terminal: number;
  product: IdSource<
    IdKind<L>,
    (keyword: string, page: number) => Promise<{ content: readonly LinkProduct[]; totalElements: number }>
  >;
  category: IdSource<IdKind<L>, () => Promise<readonly LinkCategory[]>>;
  page: IdSource<IdKind<L>, () => Promise<readonly LinkPage[]>>;
}

/** The tabs that pick a product, a category or a decorated page by id, each area with its own kinds and fetches. */
export function idLinkTabs<L extends { kind: string }>(
  choice: LinkChoice<L>,
  { cache, terminal, product, category, page }: IdSources<L>,
): Record<'product' | 'category' | 'page', LinkTab<L['kind']>> {
  const picking = (kind: IdKind<L>) => ({
    selectedId: choice.idOf(kind),
    onPick: ({ id, name }: { id: number; name: string }) =>
      // An id kind's link is `{ kind, id }` (what `IdKind` selects).
      choice.choose({ link: { kind, id } as unknown as L, linkName: name }),
  });
  const tab = (source: { kind: IdKind<L>; label: string }, children: ReactNode) => ({
    kind: source.kind,
    label: source.label,
    children,
  });
  return {
    product: tab(
      product,
      <ProductLinkTab
        queryKey={[...cache, 'linkProducts']}
        fetchProducts={product.fetch}
        {...picking(product.kind)}
      />,
    ),
    category: tab(
      category,
      <CategoryLinkTab
        queryKey={[...cache, 'linkCategories']}
        fetchCategories={category.fetch}
        {...picking(category.kind)}
      />,
    ),
    page: tab(
      page,
      <PageLinkTab
        queryKey={[...cache, 'linkPages', terminal]}
        fetchPages={page.fetch}
        {...picking(page.kind)}
      />,
    ),
  };
}

interface UrlTabWords {
  label: string;
  hint: string;
  placeholder: string;
  maxLength: number;
}

/** The tab of a typed address (kind `url`), checked on OK by the choice's rule. */
export function urlLinkTab<L extends { kind: string }>(
  choice: LinkChoice<L>,
  { label, hint, placeholder, maxLength }: UrlTabWords,
): LinkTab<'url'> {
  return {
    kind: 'url',
    label,
    children: <UrlLinkTab field={choice.url} hint={hint} placeholder={placeholder} maxLength={maxLength} />,
  };
}
