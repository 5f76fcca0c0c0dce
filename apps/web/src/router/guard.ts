export interface GuardLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface RouteResolution {
  redirect?: string;
  preload(): Promise<unknown>;
}

export interface GuardDeps {
  getToken(): string | undefined;
  hasStoreSelection(): boolean;
  hasCompany(): boolean;
  getRoles(): readonly string[];
  needsMenus(): boolean;
  loadInfo(): Promise<void>;
  loadUserRoles(): Promise<void>;
  loadMenus(): Promise<void>;
  onInfoFailed(): Promise<void>;
  onRolesFailed(): void;
  onMenusFailed(): Promise<void>;
  autoSwitchStore(): Promise<boolean>;
  /** Where to land once a shop is chosen, given the requested redirect. */
  landingPath(redirect: string | null): string;
  resolve(pathname: string): RouteResolution | null;
}

export type GuardOutcome =
  | { type: 'allow'; preload(): Promise<unknown> }
  | { type: 'redirect'; to: string; from: string | null }
  | { type: 'halt' };

export const PUBLIC_PATHS: readonly string[] = ['/login', '/register'];
export const LOGIN_PATH = '/login';
export const STORE_PATH = '/store';
export const DASHBOARD_PATH = '/dashboard';
export const NOT_FOUND_PATH = '/404';
const ARRIVALS_FOR_AUTO_SWITCH = new Set(['/', '/login', '/login/']);

const trimSlash = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export const isPublicPath = (pathname: string): boolean => PUBLIC_PATHS.includes(trimSlash(pathname));

export const fullPathOf = (location: GuardLocation): string =>
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

async function loadSession(
  deps: GuardDeps,
  to: GuardLocation,
  from: string | null,
): Promise<GuardOutcome | null> {
  if (deps.getRoles().length === 0) {
    try {
      await deps.loadInfo();
    } catch {
      await deps.onInfoFailed();
      return { type: 'halt' };
    }
    try {
      await deps.loadUserRoles();
    } catch {
      deps.onRolesFailed();
      return { type: 'halt' };
    }
  } else if (!deps.needsMenus()) {
    return null;
  }
  if (!deps.hasCompany()) return null;
  try {
    await deps.loadMenus();
  } catch {
    await deps.onMenusFailed();
    return { type: 'redirect', to: `${LOGIN_PATH}?redirect=${encodePath(fullPathOf(to))}`, from };
  }
  return null;
}

export async function runGuard(
  to: GuardLocation,
  from: string | null,
  deps: GuardDeps,
): Promise<GuardOutcome> {
  const redirect = (target: string, origin: string | null = from): GuardOutcome => ({
    type: 'redirect',
    to: target,
    from: origin,
  });
  const allowPublic = (): GuardOutcome => {
    const resolved = deps.resolve(to.pathname);
    return resolved ? { type: 'allow', preload: resolved.preload } : redirect(NOT_FOUND_PATH);
  };

  if (!deps.getToken()) {
    return isPublicPath(to.pathname)
      ? allowPublic()
      : redirect(`${LOGIN_PATH}?redirect=${encodePath(fullPathOf(to))}`);
  }
  if (to.pathname === LOGIN_PATH) return redirect(`${LOGIN_PATH}/${to.search}${to.hash}`);
  if (isPublicPath(to.pathname)) return allowPublic();
  if (to.pathname === '/') return redirect(STORE_PATH, '/');
  if (to.pathname !== STORE_PATH && !deps.hasStoreSelection()) {
    return redirect(`${STORE_PATH}?redirect=${encodePath(fullPathOf(to))}`);
  }

  const interrupted = await loadSession(deps, to, from);
  if (interrupted) return interrupted;

  if (
    to.pathname === STORE_PATH &&
    ARRIVALS_FOR_AUTO_SWITCH.has(from ?? '/') &&
    (await deps.autoSwitchStore())
  ) {
    return redirect(deps.landingPath(readRedirect(to.search)), STORE_PATH);
  }

  const resolved = deps.resolve(to.pathname);
  if (!resolved) return redirect(NOT_FOUND_PATH);
  if (resolved.redirect && resolved.redirect !== to.pathname) return redirect(resolved.redirect);
  return { type: 'allow', preload: resolved.preload };
}
