import type { builtMenu, CompanyStatus, Wire } from '@hh/shared';

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

export type MenuItem = Wire<typeof builtMenu>;
