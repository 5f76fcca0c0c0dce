import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../session/state.ts';
import { fetchGroups, type MediaGroup } from './api.ts';

const NO_GROUPS: MediaGroup[] = [];

export interface MediaGroups {
  groups: MediaGroup[];
  refresh(): Promise<void>;
}

/** The current company's media groups, ordered by sort. */
export function useMediaGroups(): MediaGroups {
  const companyId = useSession((state) => state.shop?.companyId ?? 0);
  const client = useQueryClient();
  const queryKey = ['media', 'groups', companyId];
  const query = useQuery({ queryKey, queryFn: fetchGroups });
  return {
    groups: query.data ?? NO_GROUPS,
    refresh: () => client.invalidateQueries({ queryKey }),
  };
}
