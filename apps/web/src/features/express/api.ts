import {
  expressContract as contract,
  EXPRESS_SHOW_URL,
  EXPRESS_URL,
  type expressContract,
  expressRow,
  type Wire,
} from '@hh/shared';
import type { CrudMode, CrudResource } from '../../components/crud/types.ts';
import { http } from '../../http/client.ts';

export type ExpressRow = Wire<typeof expressRow>;

export interface ExpressQuery {
  blurry?: string;
  isShow?: 'true' | 'false';
}

export interface ExpressForm {
  code: string;
  name: string;
  sort: number;
  isShow: boolean;
}

type ExpressBody = Wire<typeof expressContract.create> | Omit<Wire<typeof expressContract.update>, 'id'>;

/** @internal */
export const emptyExpressForm = (): ExpressForm => ({ code: '', name: '', sort: 0, isShow: true });

/** @internal */
export const expressToForm = (row: ExpressRow): ExpressForm => ({
  code: row.code,
  name: row.name,
  sort: row.sort,
  isShow: row.isShow,
});

/**
 * A new courier sends everything; an edit only its name and place (the code is fixed, the switch has its own call).
 * @internal
 */
export const expressToBody = (form: ExpressForm, mode: CrudMode): ExpressBody =>
  mode === 'add'
    ? { code: form.code.trim(), name: form.name.trim(), sort: form.sort ?? 0, isShow: form.isShow }
    : { name: form.name.trim(), sort: form.sort ?? 0 };

/** Enables or disables one courier. */
export const setExpressShown = (id: number, isShow: boolean) =>
  http.put(EXPRESS_SHOW_URL, contract.one, { id, isShow });

/** Couriers in their shown order, twenty a page. */
export const expressResource: CrudResource<ExpressRow, ExpressForm, ExpressQuery> = {
  url: EXPRESS_URL,
  row: expressRow,
  defaultQuery: {},
  sort: ['sort,asc'],
  size: 20,
  emptyForm: emptyExpressForm,
  toForm: expressToForm,
  toBody: expressToBody,
};
