import {
  MENUS_URL,
  menusContract,
  noContent,
  ROLES_URL,
  type roleRow,
  type rolesContract,
  type Wire,
} from '@hh/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../http/client.ts';
import { useSession } from '../../session/state.ts';

export type RoleRow = Wire<typeof roleRow>;
export type RoleForm = Wire<typeof rolesContract.create>;

export const saveRoleMenus = (id: number, menus: number[]) =>
  http.put(`${ROLES_URL}/menu`, noContent, { id, menus });

export function useMenuTree(roleId: number) {
  const companyId = useSession((state) => state.shop?.companyId ?? null);
  return useQuery({
    queryKey: ['roles', 'menuTree', companyId, roleId],
    queryFn: () => http.get(`${MENUS_URL}/tree`, menusContract.tree, { roleId }),
    staleTime: 0,
  });
}
