import type { CompanyStatus } from '@hh/shared';

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

export interface Company {
  companyId: number;
  companyKey: string;
  companyName: string;
  headPortrait: string | null;
  status: CompanyStatus;
  expireTime: string | null;
  planName: string | null;
  roles: string[];
  isPlatform: boolean;
}

export type ShopInfo = Company;

export interface ChoiceResult extends Company {
  token: string;
}

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
