import {
  COMPANY_INVITATIONS_URL,
  type companyInvitation,
  noContent,
  type staffInvited,
  usersContract,
  type Wire,
} from '@hh/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../http/client.ts';
import { useSession } from '../../session/state.ts';

export type CompanyInvitation = Wire<typeof companyInvitation>;

/** What adding staff answers when the phone already has an account. */
type Invited = Wire<typeof staffInvited>;

export const isInvited = (response: unknown): response is Invited =>
  typeof response === 'object' && response !== null && (response as Partial<Invited>).invited === true;

export function useCompanyInvitations(enabled: boolean) {
  const companyId = useSession((state) => state.shop?.companyId ?? null);
  return useQuery({
    queryKey: ['staff', 'invitations', companyId],
    queryFn: () => http.get(COMPANY_INVITATIONS_URL, usersContract.companyInvitations),
    enabled,
  });
}

export const cancelInvitation = (id: number) => http.delete(`${COMPANY_INVITATIONS_URL}/${id}`, noContent);
