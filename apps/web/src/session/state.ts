import { create } from 'zustand';
import { getToken, readShopInfo, readUser } from './storage.ts';
import type { MenuItem, ShopInfo, User, UserRole } from './types.ts';

export interface SessionState {
  token: string | undefined;
  user: User | null;
  roles: string[];
  userRoles: UserRole[];
  loadMenus: boolean;
  menus: MenuItem[];
  shop: ShopInfo | null;
}

export const signedOutSession = (): SessionState => ({
  token: undefined,
  user: null,
  roles: [],
  userRoles: [],
  loadMenus: false,
  menus: [],
  shop: null,
});

export const useSession = create<SessionState>(() => ({
  ...signedOutSession(),
  token: getToken(),
  user: readUser(),
  shop: readShopInfo(),
}));

export const patchSession = (patch: Partial<SessionState>): void => useSession.setState(patch);
