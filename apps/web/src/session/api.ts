import {
  AUTH_URL,
  authContract,
  COMPANY_CONFIG_URL,
  companiesContract,
  MENUS_URL,
  MY_INVITATIONS_URL,
  menusContract,
  usersContract,
} from '@hh/shared';
import { http } from '../http/client.ts';

export const fetchInfo = () => http.get(`${AUTH_URL}/info`, authContract.info);

export const fetchUserRoles = (userId: number) =>
  http.get(`${AUTH_URL}/getUserRole`, authContract.userRoles, { userId });

export const fetchMenus = () => http.get(`${MENUS_URL}/build`, menusContract.build);

export const logoutCall = () => http.delete(`${AUTH_URL}/logout`, authContract.message, { quiet: true });

export const fetchCompanies = (userPhone: string) =>
  http.get(`${COMPANY_CONFIG_URL}/getCompanyByUser`, companiesContract.ofUser, { userPhone });

/** The shops waiting for the person's answer to an invitation (only how many matters here). */
export const fetchOpenInvitations = () => http.get(MY_INVITATIONS_URL, usersContract.myInvitations);

export const choiceCompany = (companyId: number) =>
  http.get(`${COMPANY_CONFIG_URL}/choiceCompany`, companiesContract.choose, { companyId });
