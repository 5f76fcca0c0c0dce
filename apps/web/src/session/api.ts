import { MENUS_URL, menuContract } from '@hh/shared';
import { http, unchecked } from '../http/client.ts';
import type { ChoiceResult, Company, User, UserRole } from './types.ts';

export interface InfoResult {
  user: User;
  roles: string[];
}

export const fetchInfo = () => unchecked.get<InfoResult>('/auth/info');

export const fetchUserRoles = (userId: number) => unchecked.get<UserRole[]>('/auth/getUserRole', { userId });

export const fetchMenus = () => http.get(`${MENUS_URL}/build`, menuContract.build);

export const logoutCall = () => unchecked.delete<{ message: string }>('/auth/logout', { quiet: true });

export const fetchCompanies = (userPhone: string) =>
  unchecked.get<{ companyList: Company[] }>('/api/systemCompanyConfig/getCompanyByUser', { userPhone });

/** The shops waiting for the person's answer to an invitation (only how many matters here). */
export const fetchOpenInvitations = () => unchecked.get<unknown[]>('/api/invitations');

export const choiceCompany = (companyId: number) =>
  unchecked.get<ChoiceResult>('/api/systemCompanyConfig/choiceCompany', { companyId });
