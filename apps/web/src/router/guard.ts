import {
  encodePath,
  FORBIDDEN_PATH,
  fullPathOf,
  isPublicPath,
  LOGIN_PATH,
  NOT_FOUND_PATH,
  type PathLocation,
  readRedirect,
  STORE_PATH,
} from '../routing/paths.ts';

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
  /** Whether the path is a screen of the app, so that missing from the menu means not allowed. */
  isScreenPath(pathname: string): boolean;
}

export type GuardOutcome =
  | { type: 'allow'; preload(): Promise<unknown> }
  | { type: 'redirect'; to: string; from: string | null }
  | { type: 'halt' };

const ARRIVALS_FOR_AUTO_SWITCH = new Set(['/', '/login', '/login/']);

async function loadSession(
  deps: GuardDeps,
  to: PathLocation,
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
  to: PathLocation,
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
  if (!resolved) return redirect(deps.isScreenPath(to.pathname) ? FORBIDDEN_PATH : NOT_FOUND_PATH);
  if (resolved.redirect && resolved.redirect !== to.pathname) return redirect(resolved.redirect);
  return { type: 'allow', preload: resolved.preload };
}
