import { LOG_PEOPLE_URL, type logRow, logsContract, type Wire } from '@hh/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../http/client.ts';
import { useSession } from '../../session/state.ts';

export type LogRow = Wire<typeof logRow>;

/** The people with a line in the company's log, for the filter by person. */
export function useLogPeople() {
  const companyId = useSession((state) => state.shop?.companyId ?? null);
  return useQuery({
    queryKey: ['logs', 'people', companyId],
    queryFn: () => http.get(LOG_PEOPLE_URL, logsContract.people),
  });
}
