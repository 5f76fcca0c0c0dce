export const PLANS_URL = '/api/plans';

export interface Plan {
  id: number;
  name: string;
  nameEn: string;
  /** A decimal string such as "999.00": money is never a float. */
  price: string;
  durationDays: number;
  maxStores: number;
  maxStaff: number;
  enabled: boolean;
  createdAt: string;
}

export type PlanForm = Omit<Plan, 'id' | 'createdAt'>;

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
