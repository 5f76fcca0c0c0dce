import type { planInput, platformPlanRow, Wire } from '@hh/shared';

export type Plan = Wire<typeof platformPlanRow>;

/** What the plan form holds and sends: the price as typed, a decimal string. */
export type PlanForm = Required<Wire<typeof planInput>> & { price: string };

export const emptyPlanForm = (): PlanForm => ({
  name: '',
  nameEn: '',
  price: '',
  durationDays: 365,
  maxStores: 1,
  maxStaff: 10,
  enabled: true,
});

export const planToForm = (row: Plan): PlanForm => ({
  name: row.name,
  nameEn: row.nameEn,
  price: row.price,
  durationDays: row.durationDays,
  maxStores: row.maxStores,
  maxStaff: row.maxStaff,
  enabled: row.enabled,
});

export const planToBody = (form: PlanForm): PlanForm => ({
  ...form,
  name: form.name.trim(),
  nameEn: form.nameEn.trim(),
  price: form.price.trim(),
});
