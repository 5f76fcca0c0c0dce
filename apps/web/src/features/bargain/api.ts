import {
  BARGAIN_ACTIVITIES_URL,
  BARGAINS_URL,
  type BargainState,
  bargainActivityStatusUrl,
  bargainContract,
  bargainCutsUrl,
  type Wire,
} from '@hh/shared';
import dayjs, { type Dayjs } from 'dayjs';
import type { CrudResource } from '../../components/crud/types.ts';
import { http } from '../../http/client.ts';

export type ActivityRow = Wire<typeof bargainContract.activity>;
export type BargainRow = Wire<typeof bargainContract.bargain>;
export type CutRow = Wire<typeof bargainContract.cuts>[number];

export interface ActivityForm {
  title: string;
  productId: number | null;
  skuId: number | null;
  startPrice: string | null;
  floorPrice: string | null;
  helpersNeeded: number | null;
  hoursLimit: number | null;
  window: [Dayjs, Dayjs] | null;
  buyAnyPrice: boolean;
  buyMinutes: number | null;
  startsPerMember: number | null;
  helpsPerDay: number | null;
  stock: number | null;
  description: string | null;
}

export interface ActivityQuery {
  blurry?: string;
  enabled?: 'true' | 'false';
}

export const activityResource: CrudResource<ActivityRow, ActivityForm, ActivityQuery> = {
  url: BARGAIN_ACTIVITIES_URL,
  row: bargainContract.activity,
  defaultQuery: {},
  emptyForm: () => ({
    title: '',
    productId: null,
    skuId: null,
    startPrice: null,
    floorPrice: null,
    helpersNeeded: 5,
    hoursLimit: 24,
    window: [dayjs().startOf('minute'), dayjs().add(7, 'day').endOf('day')],
    buyAnyPrice: false,
    buyMinutes: 60,
    startsPerMember: 1,
    helpsPerDay: null,
    stock: 100,
    description: null,
  }),
  toForm: (row) => ({
    title: row.title,
    productId: row.productId,
    skuId: row.skuId,
    startPrice: row.startPrice,
    floorPrice: row.floorPrice,
    helpersNeeded: row.helpersNeeded,
    hoursLimit: row.hoursLimit,
    window: [dayjs(row.startAt), dayjs(row.endAt)],
    buyAnyPrice: row.buyAnyPrice,
    buyMinutes: row.buyMinutes,
    startsPerMember: row.startsPerMember,
    helpsPerDay: row.helpsPerDay,
    stock: row.stock,
    description: row.description,
  }),
  toBody: (form) => ({
    title: form.title.trim(),
    productId: form.productId,
    skuId: form.skuId,
    startPrice: form.startPrice,
    floorPrice: form.floorPrice,
    helpersNeeded: form.helpersNeeded,
    hoursLimit: form.hoursLimit,
    startAt: form.window?.[0].toISOString() ?? null,
    endAt: form.window?.[1].toISOString() ?? null,
    buyAnyPrice: form.buyAnyPrice,
    buyMinutes: form.buyMinutes,
    startsPerMember: form.startsPerMember,
    helpsPerDay: form.helpsPerDay,
    stock: form.stock,
    description: form.description?.trim() || null,
  }),
  formField: (field) => (field === 'startAt' || field === 'endAt' ? 'window' : field),
};

export interface BargainQuery {
  blurry?: string;
  activityId?: number;
  state?: BargainState;
}

export const bargainResource: CrudResource<BargainRow, object, BargainQuery> = {
  url: BARGAINS_URL,
  row: bargainContract.bargain,
  defaultQuery: {},
};

export const setActivityEnabled = (id: number, enabled: boolean) =>
  http.put(bargainActivityStatusUrl(id), bargainContract.activity, { enabled });

export const fetchCuts = (bargainId: number) => http.get(bargainCutsUrl(bargainId), bargainContract.cuts);
