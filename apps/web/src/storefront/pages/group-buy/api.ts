import type { storefrontGroupBuyContract, Wire } from '@hh/shared';
import { frontCall } from '../../request.ts';

type GroupBuy = typeof storefrontGroupBuyContract;

export type RunningActivity = Wire<GroupBuy['activities']>[number];
export type ActivityDetail = Wire<GroupBuy['activity']>;
export type ShopperGroup = Wire<GroupBuy['group']>;
export type GroupSku = ShopperGroup['skus'][number];
type MyGroups = Wire<GroupBuy['mine']>;
export type MyGroup = MyGroups['content'][number];

/** The shop's group buy for the signed-in shopper (`/api/front/group-buy…`). */
export const shopperGroupBuy = {
  activities: (companyKey: string) =>
    frontCall<RunningActivity[]>(companyKey, 'GET', '/group-buy/activities'),
  activity: (companyKey: string, id: number) =>
    frontCall<ActivityDetail>(companyKey, 'GET', `/group-buy/activities/${id}`),
  group: (companyKey: string, id: number) =>
    frontCall<ShopperGroup>(companyKey, 'GET', `/group-buy/groups/${id}`),
  mine: (companyKey: string) => frontCall<MyGroups>(companyKey, 'GET', '/group-buy/groups?page=0&size=20'),
  /** The group an order of the shopper's holds a seat in, if any. */
  ofOrder: (companyKey: string, orderId: number) =>
    frontCall<MyGroups>(companyKey, 'GET', `/group-buy/groups?page=0&size=1&orderId=${orderId}`),
};
