import { atMoment } from '../../lib/clock.ts';
import type { PlannedOrder } from './plan.ts';
import type { orderSteps } from './run.ts';

type Steps = ReturnType<typeof orderSteps>;

/** What happens to an order, in the order it happens. */
const STEPS = ['create', 'cancel', 'pay', 'ship', 'receive', 'complete'] as const;
type Step = (typeof STEPS)[number];

export interface Moment {
  at: Date;
  order: number;
  step: Step;
}

/** Every planned order's moments, earliest first: the shop's history as it happened, across orders. */
export function moments(plans: PlannedOrder[]): Moment[] {
  const all = plans.flatMap((p, order) => {
    const at: Record<Step, Date | null> = {
      create: p.createdAt,
      cancel: p.cancelledAt,
      pay: p.paidAt,
      ship: p.shippedAt,
      receive: p.receivedAt,
      complete: p.completedAt,
    };
    return STEPS.flatMap((step) => (at[step] ? [{ at: at[step], order, step }] : []));
  });
  return all.sort(
    (a, b) =>
      a.at.getTime() - b.at.getTime() || a.order - b.order || STEPS.indexOf(a.step) - STEPS.indexOf(b.step),
  );
}

/**
 * Moments per transaction: enough to spare most commits, few enough that rows changed again and
 * again inside one transaction (row counts, a popular product, a wallet) keep short version chains,
 * and that requests waiting for the embedded database's one connection wait a fraction of a second.
 */
export const MOMENTS_PER_TRANSACTION = 20;

/**
 * Plays a run of moments through the services, the services' clock standing at each moment: the
 * order codes carry the day the order was made, and the timelines, payments, ledger lines and timers
 * carry the times they happened (a timer armed then is due after `now` unless a later moment ended
 * it). `ids` maps a planned order to the order `create` made for it, filled in as orders are made.
 */
export async function playMoments(
  steps: Steps,
  plans: PlannedOrder[],
  run: Moment[],
  ids: (number | null)[],
): Promise<void> {
  for (const { at, order, step } of run) {
    const plan = plans[order]!;
    const id = ids[order] ?? 0;
    await atMoment(at, async () => {
      if (step === 'create') ids[order] = await steps.create(plan);
      else if (step === 'cancel') await steps.cancel(plan, id);
      else if (step === 'pay') await steps.pay(plan, id);
      else if (step === 'ship') await steps.ship(id);
      else if (step === 'receive') await steps.receive(plan, id);
      else await steps.complete(id);
    });
  }
}
