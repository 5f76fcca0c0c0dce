import { describe, expect, it, vi } from 'vitest';
import { type PathLocation, readRedirect } from '../routing/paths.ts';
import { type GuardDeps, runGuard } from './guard.ts';

const at = (path: string): PathLocation => {
  const url = new URL(path, 'http://x');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

const KNOWN = new Set([
  '/login',
  '/register',
  '/store',
  '/dashboard',
  '/user/center',
  '/system/user',
  '/404',
]);

function fakeDeps(overrides: Partial<GuardDeps> = {}) {
  const calls: string[] = [];
  const track = (name: string) => async (): Promise<void> => {
    calls.push(name);
  };
  const deps: GuardDeps = {
    getToken: () => 'token',
    hasStoreSelection: () => true,
    hasCompany: () => true,
    getRoles: () => [],
    needsMenus: () => true,
    loadInfo: track('info'),
    loadUserRoles: track('roles'),
    loadMenus: track('menus'),
    onInfoFailed: track('infoFailed'),
    onRolesFailed: () => calls.push('rolesFailed') && undefined,
    onMenusFailed: track('menusFailed'),
    autoSwitchStore: async () => {
      calls.push('autoSwitch');
      return false;
    },
    landingPath: (redirect) => redirect ?? '/dashboard',
    resolve: (pathname) => {
      if (pathname === '/system') return { redirect: '/system/user', preload: async () => undefined };
      return KNOWN.has(pathname.replace(/\/$/, '') || '/') ? { preload: async () => undefined } : null;
    },
    isScreenPath: (pathname) => pathname.startsWith('/system/'),
    ...overrides,
  };
  return { deps, calls };
}

const redirectOf = async (path: string, from: string | null, deps: GuardDeps) => {
  const outcome = await runGuard(at(path), from, deps);
  return outcome.type === 'redirect' ? outcome.to : outcome.type;
};

describe('route guard without a token', () => {
  const { deps } = fakeDeps({ getToken: () => undefined });

  it('allows only /login and /register', async () => {
    expect(await redirectOf('/login', null, deps)).toBe('allow');
    expect(await redirectOf('/login/', null, deps)).toBe('allow');
    expect(await redirectOf('/register', null, deps)).toBe('allow');
  });

  it('sends any other path to /login with the redirect', async () => {
    expect(await redirectOf('/dashboard', null, deps)).toBe('/login?redirect=/dashboard');
    expect(await redirectOf('/system/user?page=2', null, deps)).toBe(
      '/login?redirect=/system/user%3Fpage%3D2',
    );
    expect(await redirectOf('/nowhere', null, deps)).toBe('/login?redirect=/nowhere');
  });
});

describe('route guard with a token', () => {
  it('redirects /login to /login/', async () => {
    const { deps } = fakeDeps();
    expect(await redirectOf('/login', '/dashboard', deps)).toBe('/login/');
    expect(await redirectOf('/login/', '/dashboard', deps)).toBe('allow');
  });

  it('sends / to /store as an arrival from /', async () => {
    const { deps } = fakeDeps();
    expect(await runGuard(at('/'), '/dashboard', deps)).toEqual({
      type: 'redirect',
      to: '/store',
      from: '/',
    });
  });

  it('sends to /store when neither store list nor store id exists', async () => {
    const { deps, calls } = fakeDeps({ hasStoreSelection: () => false });
    expect(await redirectOf('/dashboard', '/login', deps)).toBe('/store?redirect=/dashboard');
    expect(calls).toEqual([]);
  });

  it('loads info, then roles, then the menu on the first navigation', async () => {
    const { deps, calls } = fakeDeps();
    expect(await redirectOf('/dashboard', null, deps)).toBe('allow');
    expect(calls).toEqual(['info', 'roles', 'menus']);
  });

  it('loads nothing when roles exist and menus are loaded', async () => {
    const { deps, calls } = fakeDeps({ getRoles: () => ['admin'], needsMenus: () => false });
    expect(await redirectOf('/dashboard', '/user/center', deps)).toBe('allow');
    expect(calls).toEqual([]);
  });

  it('loads only the menu when roles exist but the menu is flagged to load', async () => {
    const { deps, calls } = fakeDeps({ getRoles: () => ['admin'] });
    await runGuard(at('/dashboard'), null, deps);
    expect(calls).toEqual(['menus']);
  });

  it('waits with the menu until a shop is chosen', async () => {
    const { deps, calls } = fakeDeps({ hasCompany: () => false });
    expect(await redirectOf('/store', '/store', deps)).toBe('allow');
    expect(calls).toEqual(['info', 'roles']);
  });

  it('logs out and halts when the info fails', async () => {
    const { deps, calls } = fakeDeps({ loadInfo: () => Promise.reject(new Error('401')) });
    expect(await redirectOf('/dashboard', null, deps)).toBe('halt');
    expect(calls).toEqual(['infoFailed']);
  });

  it('logs out locally and halts when the roles fail', async () => {
    const { deps, calls } = fakeDeps({ loadUserRoles: () => Promise.reject(new Error('500')) });
    expect(await redirectOf('/dashboard', null, deps)).toBe('halt');
    expect(calls).toEqual(['info', 'rolesFailed']);
  });

  it('logs the store and the user out when the menu fails', async () => {
    const { deps, calls } = fakeDeps({ loadMenus: () => Promise.reject(new Error('500')) });
    expect(await redirectOf('/system/user', null, deps)).toBe('/login?redirect=/system/user');
    expect(calls).toEqual(['info', 'roles', 'menusFailed']);
  });

  it('redirects unknown paths to /404 and follows route redirects', async () => {
    const { deps } = fakeDeps({ getRoles: () => ['admin'], needsMenus: () => false });
    expect(await redirectOf('/nowhere', '/dashboard', deps)).toBe('/404');
    expect(await redirectOf('/system', '/dashboard', deps)).toBe('/system/user');
  });

  it('sends a screen missing from the menu to the 403 page, an unknown path to /404', async () => {
    const { deps } = fakeDeps({ getRoles: () => ['clerk'], needsMenus: () => false });
    expect(await redirectOf('/system/role', '/dashboard', deps)).toBe('/403');
    expect(await redirectOf('/system/user', '/dashboard', deps)).toBe('allow');
    expect(await redirectOf('/nowhere', '/dashboard', deps)).toBe('/404');
  });

  it('preloads the screen before allowing', async () => {
    const preload = vi.fn(async () => undefined);
    const { deps } = fakeDeps({ resolve: () => ({ preload }) });
    const outcome = await runGuard(at('/dashboard'), null, deps);
    expect(outcome.type).toBe('allow');
    if (outcome.type === 'allow') await outcome.preload();
    expect(preload).toHaveBeenCalledOnce();
  });
});

describe('the store page switch', () => {
  const switching = (switched: boolean) =>
    fakeDeps({
      autoSwitchStore: async () => switched,
      getRoles: () => ['admin'],
      needsMenus: () => false,
    });

  it('switches automatically when arriving from /login, from / or on a fresh load', async () => {
    for (const from of ['/login', '/login/', '/', null]) {
      const { deps } = switching(true);
      expect(await runGuard(at('/store'), from, deps)).toEqual({
        type: 'redirect',
        to: '/dashboard',
        from: '/store',
      });
    }
  });

  it('goes back to the redirect target after the switch', async () => {
    const { deps } = switching(true);
    expect(await redirectOf('/store?redirect=/system/user', '/login', deps)).toBe('/system/user');
  });

  it('lands where the chosen shop needs to be, e.g. the onboarding wizard', async () => {
    const { deps } = fakeDeps({
      autoSwitchStore: async () => true,
      getRoles: () => ['admin'],
      needsMenus: () => false,
      landingPath: () => '/onboarding',
    });
    expect(await redirectOf('/store?redirect=/system/user', '/login', deps)).toBe('/onboarding');
  });

  it('shows the store page when nothing could be switched to', async () => {
    const { deps } = switching(false);
    expect(await redirectOf('/store', '/login', deps)).toBe('allow');
  });

  it('never switches automatically when arriving from inside the app', async () => {
    const { deps, calls } = fakeDeps({ getRoles: () => ['admin'], needsMenus: () => false });
    expect(await redirectOf('/store', '/dashboard', deps)).toBe('allow');
    expect(calls).not.toContain('autoSwitch');
  });
});

describe('readRedirect', () => {
  it('accepts in-app paths only', () => {
    expect(readRedirect('?redirect=/system/user')).toBe('/system/user');
    expect(readRedirect('?redirect=https://evil.example')).toBeNull();
    expect(readRedirect('?redirect=//evil.example')).toBeNull();
    expect(readRedirect('?redirect=/store')).toBeNull();
    expect(readRedirect('?redirect=/login')).toBeNull();
    expect(readRedirect('')).toBeNull();
  });
});
