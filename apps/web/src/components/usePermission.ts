import { ADMIN_PERMISSION, type Grant, hasPermission, type Permission } from '@hh/shared';
import { useSession } from '../session/state.ts';

export { ADMIN_PERMISSION };

/** The guard list of a button: the administrator or any of the given permissions of the menu table. */
export const guard = (...permissions: Permission[]): Grant[] => [ADMIN_PERMISSION, ...permissions];

/** Whether the user holds one of the listed permissions; false when there is no list at all. */
export function usePermission(required: readonly Grant[] | undefined): boolean {
  const roles = useSession((state) => state.roles);
  return required !== undefined && hasPermission(roles, required);
}
