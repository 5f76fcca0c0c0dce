import type { builtMenu, CompanyStatus, loginResult, staffRole, userDto, Wire } from '@hh/shared';

export type User = Wire<typeof userDto>;

export type LoginResult = Wire<typeof loginResult>;

export type UserRole = Wire<typeof staffRole>;

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
