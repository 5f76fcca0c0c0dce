import {
  REMEMBER_ME_COOKIE,
  REMEMBER_ME_EXPIRES_DAYS,
  SHOP_INFO_STORAGE,
  STORE_COOKIE,
  STORE_ID_COOKIE,
  STORE_LIST_STORAGE,
  TOKEN_COOKIE,
  TOKEN_EXPIRES_DAYS,
  USER_COOKIE,
  USERNAME_COOKIE,
} from '@hh/shared';
import Cookies from 'js-cookie';
import type { Company, ShopInfo, User } from './types.ts';

// Secure whenever the app is served over https, so the token never travels in clear.
const COOKIE_OPTIONS = { sameSite: 'Lax', secure: window.location.protocol === 'https:' } as const;

function readJson<T>(text: string | null | undefined): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export const getToken = (): string | undefined => Cookies.get(TOKEN_COOKIE);

export const isRememberMe = (): boolean => Cookies.get(REMEMBER_ME_COOKIE) === '1';

export function saveToken(token: string): void {
  const days = isRememberMe() ? REMEMBER_ME_EXPIRES_DAYS : TOKEN_EXPIRES_DAYS;
  Cookies.set(TOKEN_COOKIE, token, { ...COOKIE_OPTIONS, expires: days });
}

export function saveRememberMe(remember: boolean, username?: string): void {
  Cookies.set(REMEMBER_ME_COOKIE, remember ? '1' : '0', {
    ...COOKIE_OPTIONS,
    expires: REMEMBER_ME_EXPIRES_DAYS,
  });
  if (remember && username) {
    Cookies.set(USERNAME_COOKIE, username, { ...COOKIE_OPTIONS, expires: REMEMBER_ME_EXPIRES_DAYS });
  } else if (!remember) {
    Cookies.remove(USERNAME_COOKIE);
  }
}

export const rememberedUsername = (): string | undefined => Cookies.get(USERNAME_COOKIE);

export const readUser = (): User | null => readJson<User>(Cookies.get(USER_COOKIE));

export function saveUser(user: User): void {
  const days = isRememberMe() ? REMEMBER_ME_EXPIRES_DAYS : TOKEN_EXPIRES_DAYS;
  Cookies.set(USER_COOKIE, JSON.stringify(user), { ...COOKIE_OPTIONS, expires: days });
}

const readStoreList = (): Company[] | null => readJson<Company[]>(localStorage.getItem(STORE_LIST_STORAGE));

export function saveStoreList(list: Company[]): void {
  localStorage.setItem(STORE_LIST_STORAGE, JSON.stringify(list));
}

export function readStoreId(): number | null {
  const value = Number(Cookies.get(STORE_ID_COOKIE));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export const readShopInfo = (): ShopInfo | null =>
  readJson<ShopInfo>(localStorage.getItem(SHOP_INFO_STORAGE));

export function saveShop(shop: ShopInfo): void {
  const days = isRememberMe() ? REMEMBER_ME_EXPIRES_DAYS : TOKEN_EXPIRES_DAYS;
  Cookies.set(STORE_ID_COOKIE, String(shop.companyId), { ...COOKIE_OPTIONS, expires: days });
  Cookies.set(STORE_COOKIE, shop.companyKey, { ...COOKIE_OPTIONS, expires: days });
  localStorage.setItem(SHOP_INFO_STORAGE, JSON.stringify(shop));
}

export function hasStoreSelection(): boolean {
  return readStoreList() !== null || readStoreId() !== null;
}

export function clearStoreSelection(): void {
  Cookies.remove(STORE_COOKIE);
  Cookies.remove(STORE_ID_COOKIE);
  localStorage.removeItem(STORE_LIST_STORAGE);
  localStorage.removeItem(SHOP_INFO_STORAGE);
}

export function clearSessionStorage(): void {
  Cookies.remove(TOKEN_COOKIE);
  Cookies.remove(USER_COOKIE);
  Cookies.remove(STORE_COOKIE);
  Cookies.remove(STORE_ID_COOKIE);
  localStorage.clear();
}
