import type { companiesContract, memberCompany, Wire } from '@hh/shared';

export interface User {
  id: number;
  username: string;
  nickName: string | null;
  phone: string | null;
  email: string | null;
  avatar: string | null;
  enabled: boolean;
}

export interface LoginResult {
  token: string;
  user: User;
}

export interface UserRole {
  id: number;
  name: string;
  level: number;
}

/** A shop the person belongs to, with their role names there. */
export type Company = Wire<typeof memberCompany>;

export type ShopInfo = Company;

interface MenuMeta {
  title: string;
  titleEn: string;
  icon: string | null;
  affix: boolean;
  noCache: boolean;
  breadcrumb: boolean;
}

export interface MenuItem {
  name: string;
  path: string;
  redirect?: string;
  hidden: boolean;
  component: string;
  nav?: number;
  alwaysShow?: boolean;
  meta: MenuMeta;
  children?: MenuItem[];
}
