import { useQuery } from '@tanstack/react-query';
import { http } from '../../http/client.ts';
import { useSession } from '../../stores/session.ts';

export const ROLES_URL = '/api/roles';

export interface RoleRow {
  id: number;
  name: string;
  level: number;
  description: string;
  isAdmin: boolean;
  menus: number[];
  createdAt: string;
  updatedAt: string;
}

export interface RoleForm {
  name: string;
  level: number;
  description: string;
  isAdmin: boolean;
}

export const MENU_TYPE = { directory: 0, menu: 1, button: 2 } as const;

export interface MenuNode {
  id: number;
  pid: number;
  type: number;
  title: string;
  titleEn: string;
  permission: string | null;
  checked: boolean;
  children?: MenuNode[];
}

export const saveRoleMenus = (id: number, menus: number[]) =>
  http.put<void>(`${ROLES_URL}/menu`, { id, menus });

export function useMenuTree(roleId: number) {
  const companyId = useSession((state) => state.shop?.companyId ?? null);
  return useQuery({
    queryKey: ['roles', 'menuTree', companyId, roleId],
    queryFn: () => http.get<MenuNode[]>('/api/menus/tree', { roleId }),
    staleTime: 0,
  });
}

/** My role level in this company (1 is the highest); null when I am above every level. */
export function useMyLevel() {
  const companyId = useSession((state) => state.shop?.companyId ?? null);
  return useQuery({
    queryKey: ['roles', 'level', companyId],
    queryFn: () => http.get<{ level: number | null }>(`${ROLES_URL}/level`),
    select: (data) => data.level,
  });
}
