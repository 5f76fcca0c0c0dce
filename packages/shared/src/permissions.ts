/** @internal */
export const PERMISSION_USAGE_ERROR = 'usage: v-permission=[...]';

/** @internal */
export function checkPermission(
  roles: readonly string[] | null | undefined,
  required: readonly string[] | null | undefined,
): boolean {
  if (!roles || !required || required.length === 0) return false;
  return required.some((role) => roles.includes(role));
}

/** @internal */
export function assertPermissionValue(required: unknown): asserts required is readonly string[] {
  if (!Array.isArray(required) || required.length === 0) throw new Error(PERMISSION_USAGE_ERROR);
}

export function hasPermission(roles: readonly string[] | null | undefined, required: unknown): boolean {
  assertPermissionValue(required);
  return checkPermission(roles, required);
}
