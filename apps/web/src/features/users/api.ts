import {
  noContent,
  ROLES_URL,
  type roleBrief,
  rolesContract,
  STORES_URL,
  type staffInput,
  type staffRow,
  storesContract,
  USERS_URL,
  usersContract,
  type Wire,
} from '@hh/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../http/client.ts';
import { useSession } from '../../session/state.ts';

export type StaffRow = Wire<typeof staffRow>;
export type RoleOption = Wire<typeof roleBrief>;
export interface StoreOption {
  value: number;
  label: string;
}
/** What the staff form holds and saves (without the password of a new account). */
export type StaffInput = z.output<typeof staffInput>;

export const toStaffInput = (row: StaffRow): StaffInput => ({
  username: row.username,
  nickName: row.nickName,
  phone: row.phone ?? '',
  email: row.email,
  enabled: row.enabled,
  roles: row.roles.map((role) => role.id),
});

/** The stores a staff member works at; set on edit only. */
export const toStoreIds = (row: StaffRow): number[] => [...row.storeIds];

export const saveStaff = (id: number, input: StaffInput) =>
  http.put(USERS_URL, usersContract.saved, { ...input, id });

const STORE_OPTIONS_SIZE = 1000;

/** The company's stores to bind staff to (the whole list: a shop has a handful). */
export function useStoreOptions(enabled: boolean) {
  const companyId = useSession((state) => state.shop?.companyId ?? null);
  return useQuery({
    queryKey: ['staff', 'storeOptions', companyId],
    queryFn: async () => {
      const page = await http.get(STORES_URL, storesContract.list, { page: 0, size: STORE_OPTIONS_SIZE });
      return page.content.map((store): StoreOption => ({ value: store.id, label: store.name }));
    },
    enabled,
  });
}

export const resetPasswords = (ids: number[], password: string) =>
  http.put(`${USERS_URL}/resetPwd`, noContent, { ids, password });

export function useRoleOptions(enabled: boolean) {
  const companyId = useSession((state) => state.shop?.companyId ?? null);
  return useQuery({
    queryKey: ['staff', 'roleOptions', companyId],
    queryFn: () => http.get(`${ROLES_URL}/all`, rolesContract.all),
    enabled,
  });
}
