import { COMPANY_CONFIG_URL, companiesContract } from '@hh/shared';
import { http, unchecked } from '../http/client.ts';
import type { MenuItem, User, UserRole } from './types.ts';

export interface InfoResult {
  user: User;
  roles: string[];
}

export const fetchInfo = () => unchecked.get<InfoResult>('/auth/info');

export const fetchUserRoles = (userId: number) => unchecked.get<UserRole[]>('/auth/getUserRole', { userId });

export const fetchMenus = () => unchecked.get<MenuItem[]>('/api/menus/build');

export const logoutCall = () => unchecked.delete<{ message: string }>('/auth/logout', { quiet: true });

export const fetchCompanies = (userPhone: string) =>
  http.get(`${COMPANY_CONFIG_URL}/getCompanyByUser`, companiesContract.ofUser, { userPhone });

/** The shops waiting for the person's answer to an invitation (only how many matters here). */
export const fetchOpenInvitations = () => unchecked.get<unknown[]>('/api/invitations');

export const choiceCompany = (companyId: number) =>
  http.get(`${COMPANY_CONFIG_URL}/choiceCompany`, companiesContract.choose, { companyId });
