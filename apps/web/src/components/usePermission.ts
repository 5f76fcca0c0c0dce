import { hasPermission } from '@hh/shared';
import { useSession } from '../state/session.ts';

/** The role string that the server grants for everything (`auth/info` returns it to owners). */
export const ADMIN_PERMISSION = 'admin';

/** The guard list of a button: the administrator or any of the given permissions. */
export const guard = (...permissions: string[]): string[] => [ADMIN_PERMISSION, ...permissions];

/** Whether the user holds one of the listed permissions; false when there is no list at all. */
export function usePermission(required: readonly string[] | undefined): boolean {
  const roles = useSession((state) => state.roles);
  return required !== undefined && hasPermission(roles, required);
}
