import type { companyProfile, onboardingContract, orderRow, planRow, Wire } from '@hh/shared';

export type Plan = Wire<typeof planRow>;

/** A purchase of a plan by the current shop. */
export type PlanOrder = Wire<typeof orderRow>;

export type OrderStatus = PlanOrder['status'];

export type OrderState = Wire<typeof onboardingContract.orderState>;

export type ShopDetails = Wire<typeof companyProfile>;
