import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPlans } from '../api.ts';
import { onboardingKeys } from '../queries.ts';
import type { PlanOrder } from '../types.ts';
import { planLabel } from './planLabel.ts';

const PLANS_STALE_MS = 60_000;

export function usePlans() {
  return useQuery({ queryKey: onboardingKeys.plans, queryFn: fetchPlans, staleTime: PLANS_STALE_MS });
}

type NamedPlan = Pick<PlanOrder, 'planName'> & Partial<Pick<PlanOrder, 'planId'>>;

/**
 * A plan's name in the current language when the plan is still on sale (found by id, else by its
 * saved name), else the name the order or shop saved.
 */
export function usePlanName(): (named: NamedPlan) => string {
  const { i18n } = useTranslation();
  const plans = usePlans();
  return useCallback(
    (named) => {
      const plan =
        plans.data?.find((item) => item.id === named.planId) ??
        plans.data?.find((item) => item.name === named.planName);
      return plan ? planLabel(plan, i18n.language) : named.planName;
    },
    [plans.data, i18n.language],
  );
}
