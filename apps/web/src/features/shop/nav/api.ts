import { http } from '../../../http/client.ts';
import type { NavSaveBody, NavState } from './types.ts';

export const navQueryKey = (terminal: number) => ['shop', 'navigation', terminal] as const;

export const fetchNavigation = (terminal: number) => http.get<NavState>('/api/navigation', { terminal });

export const saveNavigation = (body: NavSaveBody) => http.put<NavState>('/api/navigation', body);
