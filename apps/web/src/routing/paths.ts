/** The app's fixed paths and the `?redirect=` rules every screen shares. */
export interface PathLocation {
  pathname: string;
  search: string;
  hash: string;
}

const PUBLIC_PATHS: readonly string[] = ['/login', '/register'];
export const LOGIN_PATH = '/login';
export const STORE_PATH = '/store';
export const DASHBOARD_PATH = '/dashboard';
export const NOT_FOUND_PATH = '/404';
/** The "no permission" page, shown on a 403 answer or a screen the person may not open. */
export const FORBIDDEN_PATH = '/403';
/** The spec's older address of the "no permission" page: links to it still arrive, redirected. */
export const LEGACY_FORBIDDEN_PATH = '/401';

const trimSlash = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export const isPublicPath = (pathname: string): boolean => PUBLIC_PATHS.includes(trimSlash(pathname));

export const fullPathOf = (location: PathLocation): string =>
  `${location.pathname}${location.search}${location.hash}`;

export const encodePath = (path: string): string => encodeURIComponent(path).replace(/%2F/g, '/');

const NOT_REDIRECT_TARGETS = new Set(['/', STORE_PATH]);

export function readRedirect(search: string): string | null {
  const value = new URLSearchParams(search).get('redirect');
  if (!value?.startsWith('/') || value.startsWith('//')) return null;
  const pathname = value.split(/[?#]/)[0] ?? value;
  if (NOT_REDIRECT_TARGETS.has(trimSlash(pathname)) || isPublicPath(pathname)) return null;
  return value;
}
