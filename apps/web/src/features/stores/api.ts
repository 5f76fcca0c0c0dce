import { STORES_URL, storeRow, type storesContract, type Wire } from '@hh/shared';
import type { Dayjs } from 'dayjs';
import { emptyPlace, type PlaceForm, placeToBody, placeToForm } from '../../components/contact/place.ts';
import { orNull } from '../../components/contact/rules.ts';
import type { CrudResource } from '../../components/crud/types.ts';
import { formatHours, parseHours } from './hours.ts';

type StoreStatus = 0 | 1;

export type StoreRow = Wire<typeof storeRow>;

export interface StoreQuery {
  blurry?: string;
  status?: StoreStatus;
  pickupEnabled?: 'true' | 'false';
}

export interface StoreForm extends PlaceForm {
  name: string;
  logo: string | null;
  latitude: number | null;
  longitude: number | null;
  hours: [Dayjs | null, Dayjs | null] | null;
  pickupEnabled: boolean;
  status: StoreStatus;
  sort: number;
}

type StoreBody = Wire<typeof storesContract.create>;

const emptyStoreForm = (): StoreForm => ({
  name: '',
  logo: null,
  ...emptyPlace(),
  latitude: null,
  longitude: null,
  hours: parseHours('09:00-21:00'),
  pickupEnabled: true,
  status: 1,
  sort: 0,
});

const coordinate = (value: string | null): number | null => (value === null ? null : Number(value));

const storeToForm = (row: StoreRow): StoreForm => ({
  name: row.name,
  logo: row.logo,
  ...placeToForm(row),
  latitude: coordinate(row.latitude),
  longitude: coordinate(row.longitude),
  hours: parseHours(row.businessHours),
  pickupEnabled: row.pickupEnabled,
  status: row.status === 0 ? 0 : 1,
  sort: row.sort,
});

const storeToBody = (form: StoreForm): StoreBody => ({
  name: form.name.trim(),
  logo: orNull(form.logo),
  ...placeToBody(form),
  latitude: form.latitude ?? null,
  longitude: form.longitude ?? null,
  businessHours: formatHours(form.hours),
  pickupEnabled: form.pickupEnabled,
  status: form.status,
  sort: form.sort ?? 0,
});

export const storeResource: CrudResource<StoreRow, StoreForm, StoreQuery> = {
  url: STORES_URL,
  row: storeRow,
  defaultQuery: {},
  emptyForm: emptyStoreForm,
  toForm: storeToForm,
  toBody: storeToBody,
};
