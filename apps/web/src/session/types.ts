import type { builtMenu, loginResult, memberCompany, staffRole, userDto, Wire } from '@hh/shared';

export type User = Wire<typeof userDto>;

export type LoginResult = Wire<typeof loginResult>;

export type UserRole = Wire<typeof staffRole>;

/** A shop the person belongs to, with their role names there. */
export type Company = Wire<typeof memberCompany>;

export type ShopInfo = Company;

export type MenuItem = Wire<typeof builtMenu>;
