import type { DecoLink, DecoRenderData, NavLink } from '@hh/shared';
import { h5Paths } from './paths.ts';

/** A bottom navigation link as stored (an old free-form address included). */
export type NavLinkLike = NavLink | { kind: 'url'; url: string };

const EXTERNAL = /^https?:\/\//i;

/** The storefront address of a page of the shop the H5 page has (home, category index, search, cart…). */
function shopPagePath(companyKey: string, page: string): string | null {
  if (page === 'home') return h5Paths.home(companyKey);
  if (page === 'category') return h5Paths.categories(companyKey);
  if (page === 'search') return h5Paths.search(companyKey);
  if (page === 'cart') return h5Paths.cart(companyKey);
  if (page === 'user') return h5Paths.me(companyKey);
  if (page === 'orders') return h5Paths.orders(companyKey);
  if (page === 'address') return h5Paths.addresses(companyKey);
  return null;
}

/** Where a component's link goes on the storefront, or null for a target that is gone or unpublished. */
export function hrefOfLink(link: DecoLink, companyKey: string, data: DecoRenderData): string | null {
  switch (link.kind) {
    case 'home':
      return h5Paths.home(companyKey);
    case 'category':
      return data.categories.some((c) => c.id === link.id) ? h5Paths.category(companyKey, link.id) : null;
    case 'product':
      return data.products.some((p) => p.id === link.id) ? h5Paths.product(companyKey, link.id) : null;
    case 'page':
      return data.pages.some((p) => p.id === link.id) ? h5Paths.page(companyKey, link.id) : null;
    case 'navTab': {
      const tab = data.navigation.items[link.index];
      return tab ? hrefOfNavLink(tab.link, companyKey, data) : null;
    }
    case 'url':
      return link.url;
  }
}

/**
 * Where a bottom navigation entry goes: the shop's pages the H5 page has, a product, a category, a
 * custom page, an address of the storefront or of the web. A page the H5 shop does not offer yet
 * (coupons, points) opens the tab's own page, which says so.
 */
export function hrefOfNavLink(link: NavLinkLike, companyKey: string, data: DecoRenderData): string | null {
  switch (link.kind) {
    case 'page': {
      const own = shopPagePath(companyKey, link.page);
      if (own) return own;
      const index = data.navigation.items.findIndex(
        (i) => i.link.kind === 'page' && i.link.page === link.page,
      );
      return h5Paths.tab(companyKey, Math.max(index, 0));
    }
    case 'product':
      return h5Paths.product(companyKey, link.id);
    case 'category':
      return h5Paths.category(companyKey, link.id);
    case 'customPage':
      return h5Paths.page(companyKey, link.id);
    case 'url':
      return EXTERNAL.test(link.url) || link.url.startsWith('/h5/') ? link.url : null;
  }
}
