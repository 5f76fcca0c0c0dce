import {
  GROUP_BUY_ACTIVITIES_URL,
  GROUP_BUY_GROUPS_URL,
  GROUP_BUY_STATS_URL,
  type GroupState,
  groupBuyActivityStatusUrl,
  groupBuyContract,
  groupBuyMembersUrl,
  type Wire,
} from '@hh/shared';
import dayjs, { type Dayjs } from 'dayjs';
import type { CrudResource } from '../../components/crud/types.ts';
import { http } from '../../http/client.ts';

export type ActivityRow = Wire<typeof groupBuyContract.activity>;
export type GroupRow = Wire<typeof groupBuyContract.group>;
export type SeatRow = Wire<typeof groupBuyContract.seats>[number];

export interface SkuForm {
  skuId: number | null;
  price: string | null;
  stock: number | null;
}

export interface ActivityForm {
  title: string;
  productId: number | null;
  skus: SkuForm[];
  groupSize: number | null;
  hoursOpen: number | null;
  unpaidMinutes: number | null;
  perOrderLimit: number | null;
  perMemberLimit: number | null;
  virtualSuccessPercent: number | null;
  window: [Dayjs, Dayjs] | null;
  description: string | null;
}

export interface ActivityQuery {
  blurry?: string;
  enabled?: 'true' | 'false';
}

export const emptySku = (): SkuForm => ({ skuId: null, price: null, stock: 100 });

export const activityResource: CrudResource<ActivityRow, ActivityForm, ActivityQuery> = {
  url: GROUP_BUY_ACTIVITIES_URL,
  row: groupBuyContract.activity,
  defaultQuery: {},
  emptyForm: () => ({
    title: '',
    productId: null,
    skus: [emptySku()],
    groupSize: 3,
    hoursOpen: 24,
    unpaidMinutes: 15,
    perOrderLimit: null,
    perMemberLimit: null,
    virtualSuccessPercent: null,
    window: [dayjs().startOf('minute'), dayjs().add(7, 'day').endOf('day')],
    description: null,
  }),
  toForm: (row) => ({
    title: row.title,
    productId: row.productId,
    skus: row.skus.map((s) => ({ skuId: s.skuId, price: s.price, stock: s.stock })),
    groupSize: row.groupSize,
    hoursOpen: row.hoursOpen,
    unpaidMinutes: row.unpaidMinutes,
    perOrderLimit: row.perOrderLimit,
    perMemberLimit: row.perMemberLimit,
    virtualSuccessPercent: row.virtualSuccessPercent,
    window: [dayjs(row.startAt), dayjs(row.endAt)],
    description: row.description,
  }),
  toBody: (form) => ({
    title: form.title.trim(),
    productId: form.productId,
    skus: form.skus,
    groupSize: form.groupSize,
    hoursOpen: form.hoursOpen,
    unpaidMinutes: form.unpaidMinutes,
    perOrderLimit: form.perOrderLimit ?? null,
    perMemberLimit: form.perMemberLimit ?? null,
    virtualSuccessPercent: form.virtualSuccessPercent ?? null,
    startAt: form.window?.[0].toISOString() ?? null,
    endAt: form.window?.[1].toISOString() ?? null,
    description: form.description?.trim() || null,
  }),
  formField: (field) => (field === 'startAt' || field === 'endAt' ? 'window' : field),
};

export interface GroupQuery {
  blurry?: string;
  activityId?: number;
  state?: GroupState;
}

export const groupResource: CrudResource<GroupRow, object, GroupQuery> = {
  url: GROUP_BUY_GROUPS_URL,
  row: groupBuyContract.group,
  defaultQuery: {},
};

export const setActivityEnabled = (id: number, enabled: boolean) =>
  http.put(groupBuyActivityStatusUrl(id), groupBuyContract.activity, { enabled });

export const fetchSeats = (groupId: number) => http.get(groupBuyMembersUrl(groupId), groupBuyContract.seats);

export const fetchStats = () => http.get(GROUP_BUY_STATS_URL, groupBuyContract.stats);
