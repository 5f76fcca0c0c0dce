import { ROLES_URL, rolesContract } from '@hh/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../http/client.ts';
import { useSession } from './state.ts';

/** My role level in this company (1 is the highest); null when I am above every level. */
export function useMyLevel() {
  const companyId = useSession((state) => state.shop?.companyId ?? null);
  return useQuery({
    queryKey: ['session', 'level', companyId],
    queryFn: () => http.get(`${ROLES_URL}/level`, rolesContract.level),
    select: (data) => data.level,
  });
}
