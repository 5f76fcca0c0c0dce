import { DEALERS_URL, dealerRow, type dealersContract, type Wire } from '@hh/shared';
import { emptyPlace, type PlaceForm, placeToBody, placeToForm } from '../../components/contact/place.ts';
import { orNull } from '../../components/contact/rules.ts';
import type { CrudResource } from '../../components/crud/types.ts';

type DealerStatus = 0 | 1;

export type DealerRow = Wire<typeof dealerRow>;

export interface DealerQuery {
  blurry?: string;
  status?: DealerStatus;
  level?: number;
}

export interface DealerForm extends PlaceForm {
  name: string;
  level: number;
  status: DealerStatus;
  remark: string | null;
}

type DealerBody = Wire<typeof dealersContract.create>;

const emptyDealerForm = (): DealerForm => ({
  name: '',
  ...emptyPlace(),
  level: 1,
  status: 1,
  remark: null,
});

const dealerToForm = (row: DealerRow): DealerForm => ({
  name: row.name,
  ...placeToForm(row),
  level: row.level,
  status: row.status === 0 ? 0 : 1,
  remark: row.remark,
});

const dealerToBody = (form: DealerForm): DealerBody => ({
  name: form.name.trim(),
  ...placeToBody(form),
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
