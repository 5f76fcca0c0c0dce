import { useQuery } from '@tanstack/react-query';
import { unchecked } from '../../http/client.ts';
import { useSession } from '../../stores/session.ts';

/** An invitation of this company to a person who already has an account. */
export interface CompanyInvitation {
  id: number;
  phone: string;
  roles: string[];
  enabled: boolean;
  invitedBy: string;
  createTime: string;
  expireTime: string;
}

/** What adding staff answers when the phone already has an account. */
export interface Invited {
  invited: true;
  message: string;
}

export const isInvited = (response: unknown): response is Invited =>
  typeof response === 'object' && response !== null && (response as Partial<Invited>).invited === true;

export function useCompanyInvitations(enabled: boolean) {
  const companyId = useSession((state) => state.shop?.companyId ?? null);
  return useQuery({
    queryKey: ['staff', 'invitations', companyId],
    queryFn: () => unchecked.get<CompanyInvitation[]>('/api/users/invitations'),
    enabled,
  });
}

export const cancelInvitation = (id: number) => unchecked.delete<void>(`/api/users/invitations/${id}`);
