import { useSyncExternalStore } from 'react';

/** The storefront page's own addresses, all under `/h5/{companyKey}/`. */
export type Route =
  | { kind: 'home' }
  | { kind: 'page'; id: number }
  | { kind: 'product'; id: number }
  | { kind: 'category'; id: number | null }
  | { kind: 'search'; keyword: string }
  | { kind: 'tab'; index: number }
  | { kind: 'login'; back: string }
  | { kind: 'cart' }
  | { kind: 'me' }
  | { kind: 'addresses'; choose: boolean }
  | { kind: 'address'; id: number | null; choose: boolean }
  | { kind: 'checkout' }
  | { kind: 'pay'; id: number }
  | { kind: 'paid'; id: number }
  | { kind: 'wechatSignIn'; code: string; state: string }
  | { kind: 'orders'; tab: string }
  | { kind: 'order'; id: number }
  | { kind: 'refund'; orderId: number; lineId: number | null }
  | { kind: 'afterSale'; id: number }
  | { kind: 'coupons'; tab: string }
  | { kind: 'couponCentre' }
  | { kind: 'bargains' }
  | { kind: 'bargain'; id: number }
  | { kind: 'seckill' }
  | { kind: 'groups' }
  | { kind: 'groupBuy'; id: number }
  | { kind: 'group'; id: number }
  | { kind: 'notFound' };

export interface Location {
  companyKey: string;
  route: Route;
}

const ID = /^[1-9]\d{0,9}$/;

/** The shopper's own pages: one word after the shop's key, nothing after it. */
const WORD_PAGES = {
  cart: { kind: 'cart' },
  me: { kind: 'me' },
  checkout: { kind: 'checkout' },
  'coupon-centre': { kind: 'couponCentre' },
  bargains: { kind: 'bargains' },
  seckill: { kind: 'seckill' },
  groups: { kind: 'groups' },
} as const satisfies Record<string, Route>;

/** Reads `/h5/{companyKey}/…` (and `?keyword=` of the search page); anything else is not found. */
export function parseLocation(pathname: string, search: string): Location {
  const [, h5, rawKey = '', section = '', id = '', ...rest] = pathname.split('/');
  const companyKey = safeDecode(rawKey);
  const notFound: Location = { companyKey, route: { kind: 'notFound' } };
  if (h5 !== 'h5' || !companyKey || rest.some(Boolean)) return notFound;
  const numeric = ID.test(id) ? Number(id) : null;
  const route = ((): Route | null => {
    if (section === '' && id === '') return { kind: 'home' };
    if (section === 'page' && numeric) return { kind: 'page', id: numeric };
    if (section === 'product' && numeric) return { kind: 'product', id: numeric };
    if (section === 'category')
      return id === '' ? { kind: 'category', id: null } : numeric ? { kind: 'category', id: numeric } : null;
    if (section === 'tab' && /^[0-4]$/.test(id)) return { kind: 'tab', index: Number(id) };
    if (section === 'search' && id === '')
      return { kind: 'search', keyword: new URLSearchParams(search).get('keyword')?.trim() ?? '' };
    if (section === 'login' && id === '')
      return { kind: 'login', back: backWithin(companyKey, new URLSearchParams(search).get('back')) };
    const choose = new URLSearchParams(search).get('choose') === '1';
    if (section === 'addresses')
      return id === ''
        ? { kind: 'addresses', choose }
        : id === 'new' || numeric
          ? { kind: 'address', id: numeric, choose }
          : null;
    if ((section === 'pay' || section === 'paid') && numeric) return { kind: section, id: numeric };
    if (section === 'wechat-oauth' && id === '') {
      const q = new URLSearchParams(search);
      return { kind: 'wechatSignIn', code: q.get('code') ?? '', state: q.get('state') ?? '' };
    }
    if (section === 'orders' && id === '')
      return { kind: 'orders', tab: new URLSearchParams(search).get('tab') ?? '' };
    if (section === 'orders' && numeric) return { kind: 'order', id: numeric };
    if (section === 'coupons' && id === '')
      return { kind: 'coupons', tab: new URLSearchParams(search).get('tab') ?? '' };
    if (section === 'after-sale' && numeric) return { kind: 'afterSale', id: numeric };
    if (section === 'bargain' && numeric) return { kind: 'bargain', id: numeric };
    if (section === 'group-buy' && numeric) return { kind: 'groupBuy', id: numeric };
    if (section === 'group' && numeric) return { kind: 'group', id: numeric };
    if (section === 'refund' && numeric) {
      const line = new URLSearchParams(search).get('line') ?? '';
      return { kind: 'refund', orderId: numeric, lineId: ID.test(line) ? Number(line) : null };
    }
    if (id === '' && Object.hasOwn(WORD_PAGES, section))
      return WORD_PAGES[section as keyof typeof WORD_PAGES];
    return null;
  })();
  return route ? { companyKey, route } : notFound;
}

/** Where sign-in returns to: a page of the same shop, else its home page (never another site). */
function backWithin(companyKey: string, back: string | null): string {
  const home = `/h5/${encodeURIComponent(companyKey)}/`;
  return back?.startsWith(home) && !back.includes('//') ? back : home;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}

const listeners = new Set<() => void>();
let current = '';
let snapshot: Location = parseLocation('/', '');

function read(): Location {
  const href = window.location.pathname + window.location.search;
  if (href !== current) {
    current = href;
    snapshot = parseLocation(window.location.pathname, window.location.search);
  }
  return snapshot;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

if (typeof window !== 'undefined')
  window.addEventListener('popstate', () => {
    navigated = true;
  });

export function useLocation(): Location {
  return useSyncExternalStore(subscribe, read);
}

let navigated = false;

/** Whether the shopper has moved within the page since it loaded (a link, back or forward). */
export const hasNavigated = () => navigated;

/** Opens a storefront address without reloading the page, at the top of the new page. */
export function navigate(href: string, { replace = false } = {}) {
  if (replace) window.history.replaceState(window.history.state, '', href);
  else window.history.pushState({ inPage: true }, '', href);
  window.scrollTo(0, 0);
  navigated = true;
  for (const listener of listeners) listener();
}

/**
 * Clicks on links to the storefront's own addresses stay in the page (a plain `<a href>` elsewhere,
 * a new tab with a modifier key, and external addresses behave as links do).
 */
export function interceptLinks(root: HTMLElement) {
  root.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest('a');
    if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || !url.pathname.startsWith('/h5/')) return;
    event.preventDefault();
    navigate(url.pathname + url.search);
  });
}

/** Back where the shopper came from within this page, else to the shop's home page. */
export function goBack(homeHref: string) {
  if ((window.history.state as { inPage?: boolean } | null)?.inPage) window.history.back();
  else navigate(homeHref);
}
