import { COMPANY_CONFIG_URL, onboardingContract } from '@hh/shared';
import type { ShopProfileInput } from '../../components/shop-form/types.ts';
import { http, unchecked } from '../../http/client.ts';

/** Creates a shop (waiting for payment); the caller becomes its founder and owner. */
export const createShop = (input: ShopProfileInput) =>
  http.post(COMPANY_CONFIG_URL, onboardingContract.created, input);

/** An open invitation to the signed-in person from a shop. */
export interface MyInvitation {
  id: number;
  companyName: string;
  roles: string[];
  invitedBy: string;
  createTime: string;
  expireTime: string;
}

export const loadInvitations = () => unchecked.get<MyInvitation[]>('/api/invitations');

export const acceptInvitation = (id: number) =>
  unchecked.post<{ companyId: number }>(`/api/invitations/${id}/accept`);

export const declineInvitation = (id: number) => unchecked.post<void>(`/api/invitations/${id}/decline`);
