import { PLANS_URL, type planInput, platformPlanRow, type Wire } from '@hh/shared';
import type { CrudResource } from '../../../components/crud/types.ts';

export type Plan = Wire<typeof platformPlanRow>;

/** What the plan form holds and sends: the price as typed, a decimal string. */
export type PlanForm = Required<Wire<typeof planInput>> & { price: string };

const emptyPlanForm = (): PlanForm => ({
  name: '',
  nameEn: '',
  price: '',
  durationDays: 365,
  maxStores: 1,
  maxStaff: 10,
  enabled: true,
});

const planToForm = (row: Plan): PlanForm => ({
  name: row.name,
  nameEn: row.nameEn,
  price: row.price,
  durationDays: row.durationDays,
  maxStores: row.maxStores,
  maxStaff: row.maxStaff,
  enabled: row.enabled,
});

const planToBody = (form: PlanForm): PlanForm => ({
  ...form,
  name: form.name.trim(),
  nameEn: form.nameEn.trim(),
  price: form.price.trim(),
});

export const planResource: CrudResource<Plan, PlanForm, object> = {
  url: PLANS_URL,
  row: platformPlanRow,
  defaultQuery: {},
  emptyForm: emptyPlanForm,
  toForm: planToForm,
  toBody: planToBody,
};
