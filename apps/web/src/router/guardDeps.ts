import { isLeavingPage } from '../lib/pageLifecycle.ts';
import { landingPath } from '../routing/landing.ts';
import { isScreenPath } from '../routing/screenPaths.ts';
import {
  autoSwitchStore,
  loadInfo,
  loadMenus,
  loadUserRoles,
  logout,
  logoutLocally,
} from '../session/actions.ts';
import { useSession } from '../session/state.ts';
import { clearStoreSelection, getToken, hasStoreSelection, readStoreId } from '../session/storage.ts';
import type { GuardDeps } from './guard.ts';
import { resolveRoute } from './resolve.ts';

const reload = (): void => window.location.reload();

export const guardDeps: GuardDeps = {
  getToken,
  hasStoreSelection,
  hasCompany: () => readStoreId() !== null,
  getRoles: () => useSession.getState().roles,
  needsMenus: () => useSession.getState().loadMenus,
  loadInfo,
  loadUserRoles,
  loadMenus,
  onInfoFailed: async () => {
    if (isLeavingPage()) return;
    await logout();
    reload();
  },
  onRolesFailed: () => {
    if (isLeavingPage()) return;
    logoutLocally();
    reload();
  },
  onMenusFailed: async () => {
    if (isLeavingPage()) return;
    clearStoreSelection();
    await logout();
  },
  autoSwitchStore,
  landingPath: (redirect) => landingPath(useSession.getState().shop, redirect),
  resolve: resolveRoute,
  isScreenPath,
};
