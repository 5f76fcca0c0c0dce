import { unchecked } from '../../http/client.ts';
import type { NavSaveBody, NavState } from './types.ts';

export const navQueryKey = (terminal: number) => ['shop', 'navigation', terminal] as const;

export const fetchNavigation = (terminal: number) => unchecked.get<NavState>('/api/navigation', { terminal });

export const saveNavigation = (body: NavSaveBody) => unchecked.put<NavState>('/api/navigation', body);
