import type { CompanyStatus } from '@hh/shared';
import type { OrderStatus } from '../types.ts';

export type WizardView = 'plans' | 'pay' | 'waiting' | 'approved' | 'rejected' | 'disabled';

export interface WizardInput {
  status: CompanyStatus;
  /** An approved shop whose plan has run out: it renews through the plan and pay steps. */
  expired: boolean;
  /** The order being paid: the latest one of the shop, or the one just placed. */
  order: { status: OrderStatus } | null;
  /** The owner asked to pick another plan instead of paying the current order. */
  choosingPlan: boolean;
}

/** What the wizard shows for the shop's status and its order. */
export function wizardView({ status, expired, order, choosingPlan }: WizardInput): WizardView {
  const choose = order?.status === 'unpaid' && !choosingPlan ? 'pay' : 'plans';
  switch (status) {
    case 'active':
      return expired ? choose : 'approved';
    case 'disabled':
      return 'disabled';
    case 'rejected':
      return 'rejected';
    case 'pending_approval':
      return 'waiting';
    case 'pending_payment':
      return order?.status === 'paid' ? 'waiting' : choose;
  }
}

type StepStatus = 'wait' | 'process' | 'finish' | 'error';

export interface StepState {
  /** Index of the current step: 0 shop details, 1 choose a plan, 2 pay, 3 approval. */
  current: number;
  status: StepStatus;
}

/** The step bar for a view: shop details are always done once the wizard shows. */
export function stepState(view: WizardView): StepState {
  switch (view) {
    case 'plans':
      return { current: 1, status: 'process' };
    case 'pay':
      return { current: 2, status: 'process' };
    case 'waiting':
      return { current: 3, status: 'process' };
    case 'approved':
      return { current: 3, status: 'finish' };
    case 'rejected':
    case 'disabled':
      return { current: 3, status: 'error' };
  }
}
