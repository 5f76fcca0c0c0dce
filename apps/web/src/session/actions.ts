import { ROLE_SYSTEM_DEFAULT } from '@hh/shared';
import { resetServerState } from '../lib/serverState.ts';
import { useTabs } from '../state/tabs.ts';
import {
  choiceCompany,
  fetchCompanies,
  fetchInfo,
  fetchMenus,
  fetchOpenInvitations,
  fetchUserRoles,
  logoutCall,
} from './api.ts';
import { patchSession, signedOutSession, useSession } from './state.ts';
import {
  clearSessionStorage,
  clearStoreSelection,
  readStoreId,
  saveRememberMe,
  saveShop,
  saveStoreList,
  saveToken,
  saveUser,
} from './storage.ts';
import type { Company, LoginResult, ShopInfo, User } from './types.ts';

function resetWorkspace(): void {
  useTabs.getState().reset();
  resetServerState();
}

export function signIn(result: LoginResult, rememberMe: boolean): void {
  saveRememberMe(rememberMe, result.user.username);
  saveToken(result.token);
  saveUser(result.user);
  clearStoreSelection();
  patchSession({ ...signedOutSession(), token: result.token, user: result.user, loadMenus: true });
  resetWorkspace();
}

export function logoutLocally(): void {
  clearSessionStorage();
  useSession.setState(signedOutSession());
  resetWorkspace();
}

export async function logout(): Promise<void> {
  try {
    await logoutCall();
  } catch {
    // the spec logs out locally even when the server call fails
  } finally {
    logoutLocally();
  }
}

export async function loadInfo(): Promise<void> {
  const { user, roles } = await fetchInfo();
  saveUser(user);
  patchSession({ user, roles: roles.length > 0 ? roles : [ROLE_SYSTEM_DEFAULT] });
}

export async function loadUserRoles(): Promise<void> {
  const user = useSession.getState().user;
  if (!user) throw new Error('no user');
  patchSession({ userRoles: await fetchUserRoles(user.id) });
}

export async function loadMenus(): Promise<void> {
  patchSession({ menus: await fetchMenus(), loadMenus: false });
}

export async function loadCompanies(): Promise<Company[]> {
  const phone = useSession.getState().user?.phone ?? '';
  const { companyList } = await fetchCompanies(phone);
  saveStoreList(companyList);
  return companyList;
}

export async function switchCompany(companyId: number): Promise<ShopInfo> {
  const { token, ...shop } = await choiceCompany(companyId);
  saveToken(token);
  saveShop(shop);
  patchSession({ token, shop, roles: [], userRoles: [], menus: [], loadMenus: true });
  resetWorkspace();
  return shop;
}

/** Enters the only (or the remembered) shop, unless an invitation waits on the shop chooser. */
export async function autoSwitchStore(): Promise<boolean> {
  const [list, invitations] = await Promise.all([
    loadCompanies().catch(() => null),
    fetchOpenInvitations().catch(() => []),
  ]);
  if (!list || invitations.length > 0) return false;
  const storeId = readStoreId();
  const target = list.length === 1 ? list[0] : list.find((company) => company.companyId === storeId);
  if (!target) return false;
  return switchCompany(target.companyId).then(
    () => true,
    () => false,
  );
}

/** Keeps the current shop's details (name, head portrait, status) in step after they change. */
export function updateShop(patch: Partial<ShopInfo>): void {
  const shop = useSession.getState().shop;
  if (!shop) return;
  const next = { ...shop, ...patch };
  saveShop(next);
  patchSession({ shop: next });
}

export function updateUser(user: User): void {
  saveUser(user);
  patchSession({ user });
}
