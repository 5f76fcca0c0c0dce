import { NAVIGATION_URL, navigationContract } from '@hh/shared';
import { http } from '../../http/client.ts';
import type { NavSaveBody } from './types.ts';

export const navQueryKey = (terminal: number) => ['shop', 'navigation', terminal] as const;

export const fetchNavigation = (terminal: number) =>
  http.get(NAVIGATION_URL, navigationContract.state, { terminal });

export const saveNavigation = (body: NavSaveBody) => http.put(NAVIGATION_URL, navigationContract.state, body);
