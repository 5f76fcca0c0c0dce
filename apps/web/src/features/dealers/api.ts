import { DEALERS_URL, dealerRow, type dealersContract, type Wire } from '@hh/shared';
import { orNull } from '../../components/contact/rules.ts';
import type { CrudResource } from '../../components/crud/types.ts';
import { regionIds, regionPath } from '../../components/region/regionPath.ts';

type DealerStatus = 0 | 1;

export type DealerRow = Wire<typeof dealerRow>;

export interface DealerQuery {
  blurry?: string;
  status?: DealerStatus;
  level?: number;
}

export interface DealerForm {
  name: string;
  contact: string | null;
  phone: string | null;
  region: number[];
  regionName: string | null;
  address: string | null;
  level: number;
  status: DealerStatus;
  remark: string | null;
}

type DealerBody = Wire<typeof dealersContract.create>;

const emptyDealerForm = (): DealerForm => ({
  name: '',
  contact: null,
  phone: null,
  region: [],
  regionName: null,
  address: null,
  level: 1,
  status: 1,
  remark: null,
});

const dealerToForm = (row: DealerRow): DealerForm => ({
  name: row.name,
  contact: row.contact,
  phone: row.phone,
  region: regionPath(row),
  regionName: row.regionName,
  address: row.address,
  level: row.level,
  status: row.status === 0 ? 0 : 1,
  remark: row.remark,
});

const dealerToBody = (form: DealerForm): DealerBody => ({
  name: form.name.trim(),
  contact: orNull(form.contact),
  phone: orNull(form.phone),
  ...regionIds(form.region),
  address: orNull(form.address),
  level: form.level,
  status: form.status,
  remark: orNull(form.remark),
});

export const dealerResource: CrudResource<DealerRow, DealerForm, DealerQuery> = {
  url: DEALERS_URL,
  row: dealerRow,
  defaultQuery: {},
  emptyForm: emptyDealerForm,
  toForm: dealerToForm,
  toBody: dealerToBody,
};
