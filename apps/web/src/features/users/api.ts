import { useQuery } from '@tanstack/react-query';
import { unchecked } from '../../http/client.ts';
import { useSession } from '../../stores/session.ts';

export const STAFF_URL = '/api/users';

export interface StaffRole {
  id: number;
  name: string;
  level: number;
}

export interface StaffRow {
  id: number;
  username: string;
  nickName: string;
  phone: string | null;
  email: string | null;
  avatar: string | null;
  enabled: boolean;
  createTime?: string;
  roles: StaffRole[];
}

export interface RoleOption extends StaffRole {
  description: string;
  isAdmin: boolean;
}

export interface StaffInput {
  username: string;
  nickName: string;
  phone: string;
  email: string | null;
  enabled: boolean;
  roles: number[];
}

export const toStaffInput = (row: StaffRow): StaffInput => ({
  username: row.username,
  nickName: row.nickName,
  phone: row.phone ?? '',
  email: row.email,
  enabled: row.enabled,
  roles: row.roles.map((role) => role.id),
});

export const saveStaff = (id: number, input: StaffInput) =>
  unchecked.put<unknown>(STAFF_URL, { ...input, id });

export const resetPasswords = (ids: number[], password: string) =>
  unchecked.put<void>(`${STAFF_URL}/resetPwd`, { ids, password });

export function useRoleOptions(enabled: boolean) {
  const companyId = useSession((state) => state.shop?.companyId ?? null);
  return useQuery({
    queryKey: ['staff', 'roleOptions', companyId],
    queryFn: () => unchecked.get<RoleOption[]>('/api/roles/all'),
    enabled,
  });
}

/** My role level in this company (1 is the highest); null when I am above every level. */
export function useMyLevel() {
  const companyId = useSession((state) => state.shop?.companyId ?? null);
  return useQuery({
    queryKey: ['staff', 'level', companyId],
    queryFn: () => unchecked.get<{ level: number | null }>('/api/roles/level'),
    select: (data) => data.level,
  });
}
