/** Query keys of the onboarding screens, all under one prefix so a shop switch clears them. */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  summary: (companyId: number) => ['onboarding', 'summary', companyId] as const,
  plans: ['onboarding', 'plans'] as const,
  latestOrder: (companyId: number) => ['onboarding', 'latestOrder', companyId] as const,
  orderQr: (orderCode: string) => ['onboarding', 'orderQr', orderCode] as const,
  orderState: (orderCode: string) => ['onboarding', 'orderState', orderCode] as const,
  orders: (companyId: number) => ['onboarding', 'orders', companyId] as const,
  audits: (companyId: number) => ['onboarding', 'audits', companyId] as const,
};
