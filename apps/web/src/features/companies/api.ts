import {
  COMPANY_CONFIG_URL,
  MY_INVITATIONS_URL,
  noContent,
  onboardingContract,
  usersContract,
  type Wire,
} from '@hh/shared';
import type { ShopProfileInput } from '../../components/shop-form/types.ts';
import { http } from '../../http/client.ts';

/** Creates a shop (waiting for payment); the caller becomes its founder and owner. */
export const createShop = (input: ShopProfileInput) =>
  http.post(COMPANY_CONFIG_URL, onboardingContract.created, input);

/** An open invitation to the signed-in person from a shop. */
export type MyInvitation = Wire<typeof usersContract.myInvitations>[number];

export const loadInvitations = () => http.get(MY_INVITATIONS_URL, usersContract.myInvitations);

export const acceptInvitation = (id: number) =>
  http.post(`${MY_INVITATIONS_URL}/${id}/accept`, usersContract.accepted);

export const declineInvitation = (id: number) => http.post(`${MY_INVITATIONS_URL}/${id}/decline`, noContent);
