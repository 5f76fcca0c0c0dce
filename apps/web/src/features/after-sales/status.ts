import {
  AFTER_SALE_TRANSITIONS,
  type AfterSaleStatus,
  type AfterSaleType,
  actionsOpen,
  type PaymentMethod,
  type RefundStatus,
} from '@hh/shared';

export type AfterSaleAction = 'approve' | 'reject' | 'receive' | 'refund' | 'retry' | 'check';

interface AfterSaleState {
  type: AfterSaleType;
  status: AfterSaleStatus;
  /** The refund attempts, where known (the detail); a list row does not say whether one failed. */
  refunds?: readonly { status: RefundStatus; method: PaymentMethod }[];
}

const TAG_COLORS: Record<AfterSaleStatus, string> = {
  submitted: 'orange',
  awaitingReturn: 'gold',
  returned: 'blue',
  received: 'geekblue',
  refunding: 'processing',
  refunded: 'green',
  rejected: 'red',
  withdrawn: 'default',
  closed: 'default',
};

export const tagColor = (status: AfterSaleStatus): string => TAG_COLORS[status];

/** Whether the last refund attempt failed and nothing is on its way: staff may send it again. */
function refundFailed(refunds: readonly { status: RefundStatus }[]): boolean {
  const last = refunds.at(-1);
  return last?.status === 'failed';
}

/** Whether a provider refund is on its way: staff may ask the provider again where it stands. */
function refundPending(refunds: readonly { status: RefundStatus; method: PaymentMethod }[]): boolean {
  const last = refunds.at(-1);
  return last?.status === 'pending' && last.method !== 'wallet';
}

const STAFF_ACTIONS = ['approve', 'reject', 'receive', 'refund'] as const;

/**
 * The narrow actions an after-sale allows in its state and type, read from the one transition table
 * (the permission is checked apart), and while it is refunding a retry of a failed provider refund or
 * a "check again" of a pending one.
 */
export function actionsFor(sale: AfterSaleState): AfterSaleAction[] {
  const state = { status: sale.status, kind: sale.type };
  const actions: AfterSaleAction[] = actionsOpen(AFTER_SALE_TRANSITIONS, state, 'staff', STAFF_ACTIONS);
  if (sale.status === 'refunding' && sale.refunds && refundFailed(sale.refunds)) actions.push('retry');
  if (sale.status === 'refunding' && sale.refunds && refundPending(sale.refunds)) actions.push('check');
  return actions;
}

type StepKey = 'submitted' | 'approved' | 'returned' | 'received' | 'refunded' | 'ended';

export interface StepBar {
  steps: StepKey[];
  current: number;
  ended: boolean;
}

const REACHED: Record<Exclude<AfterSaleStatus, 'rejected' | 'withdrawn' | 'closed'>, StepKey> = {
  submitted: 'submitted',
  awaitingReturn: 'approved',
  returned: 'returned',
  received: 'received',
  refunding: 'received',
  refunded: 'refunded',
};

/**
 * The detail's step bar: applied → approved → refunded for a refund only, applied → approved → sent back →
 * received → refunded for a return; a request that ended without money shows applied → ended.
 */
export function stepBar(sale: AfterSaleState): StepBar {
  if (sale.status === 'rejected' || sale.status === 'withdrawn' || sale.status === 'closed') {
    return { steps: ['submitted', 'ended'], current: 1, ended: true };
  }
  const steps: StepKey[] =
    sale.type === 'refund'
      ? ['submitted', 'approved', 'refunded']
      : ['submitted', 'approved', 'returned', 'received', 'refunded'];
  const reached = REACHED[sale.status];
  const step = sale.type === 'refund' && reached === 'received' ? 'approved' : reached;
  return { steps, current: steps.indexOf(step), ended: false };
}
