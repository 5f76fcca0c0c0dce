import type { storefrontBargainContract, Wire } from '@hh/shared';
import { frontCall } from '../../request.ts';

type Bargain = typeof storefrontBargainContract;

export type OpenActivity = Wire<Bargain['activities']>[number];
export type ShopperBargain = Wire<Bargain['bargain']>;
export type MyBargains = Wire<Bargain['mine']>;
type Helped = Wire<Bargain['helped']>;

/** The shop's bargains for the signed-in shopper (`/api/front/bargain…`). */
export const shopperBargains = {
  activities: (companyKey: string) => frontCall<OpenActivity[]>(companyKey, 'GET', '/bargain/activities'),
  start: (companyKey: string, activityId: number) =>
    frontCall<ShopperBargain>(companyKey, 'POST', `/bargain/activities/${activityId}/start`),
  mine: (companyKey: string) => frontCall<MyBargains>(companyKey, 'GET', '/bargains?page=0&size=20'),
  one: (companyKey: string, id: number) => frontCall<ShopperBargain>(companyKey, 'GET', `/bargains/${id}`),
  help: (companyKey: string, id: number) => frontCall<Helped>(companyKey, 'POST', `/bargains/${id}/help`),
};
