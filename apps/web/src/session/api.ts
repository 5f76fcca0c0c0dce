import { http } from '../http/client.ts';
import type { ChoiceResult, Company, MenuItem, User, UserRole } from './types.ts';

export interface InfoResult {
  user: User;
  roles: string[];
}

export const fetchInfo = () => http.get<InfoResult>('/auth/info');

export const fetchUserRoles = (userId: number) => http.get<UserRole[]>('/auth/getUserRole', { userId });

export const fetchMenus = () => http.get<MenuItem[]>('/api/menus/build');

export const logoutCall = () => http.delete<{ message: string }>('/auth/logout', { quiet: true });

export const fetchCompanies = (userPhone: string) =>
  http.get<{ companyList: Company[] }>('/api/systemCompanyConfig/getCompanyByUser', { userPhone });

/** The shops waiting for the person's answer to an invitation (only how many matters here). */
export const fetchOpenInvitations = () => http.get<unknown[]>('/api/invitations');

export const choiceCompany = (companyId: number) =>
  http.get<ChoiceResult>('/api/systemCompanyConfig/choiceCompany', { companyId });
