import { type Grant, hasPermission } from '@hh/shared';
import type { ReactNode } from 'react';
import { useSession } from '../session/state.ts';

export interface PermissionProps {
  roles: readonly Grant[];
  children: ReactNode;
}

export function Permission({ roles, children }: PermissionProps) {
  const userRoles = useSession((state) => state.roles);
  return hasPermission(userRoles, roles) ? children : null;
}
