import {
  NAV_LINK_CATEGORIES_URL,
  NAV_LINK_PAGES_URL,
  NAV_LINK_PRODUCTS_URL,
  NAVIGATION_URL,
  navigationContract,
} from '@hh/shared';
import { LINK_PRODUCTS_PAGE_SIZE } from '../../components/link/ProductLinkTab.tsx';
import { http } from '../../http/client.ts';
import type { NavSaveBody } from './types.ts';

export const navQueryKey = (terminal: number) => ['shop', 'navigation', terminal] as const;

export const fetchNavigation = (terminal: number) =>
  http.get(NAVIGATION_URL, navigationContract.state, { terminal });

export const saveNavigation = (body: NavSaveBody) => http.put(NAVIGATION_URL, navigationContract.state, body);

export const fetchLinkProducts = (keyword: string, page: number) =>
  http.get(NAV_LINK_PRODUCTS_URL, navigationContract.linkProducts, {
    page,
    size: LINK_PRODUCTS_PAGE_SIZE,
    ...(keyword ? { keyword } : {}),
  });

export const fetchLinkCategories = () => http.get(NAV_LINK_CATEGORIES_URL, navigationContract.linkCategories);

export const fetchLinkPages = (terminal: number) =>
  http.get(NAV_LINK_PAGES_URL, navigationContract.linkPages, { terminal });
