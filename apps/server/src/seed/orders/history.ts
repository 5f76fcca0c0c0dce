import { atMoment } from '../../lib/clock.ts';
import type { PlannedOrder } from './plan.ts';
import type { orderSteps } from './run.ts';

type Steps = ReturnType<typeof orderSteps>;

/** What happens to an order, in the order it happens. */
const STEPS = ['create', 'cancel', 'pay', 'ship', 'receive', 'complete'] as const;
type Step = (typeof STEPS)[number];

interface Moment {
  at: Date;
  order: number;
  step: Step;
}

/** Every planned order's moments, earliest first: the shop's history as it happened, across orders. */
function moments(plans: PlannedOrder[]): Moment[] {
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
 * again inside one transaction (row counts, a popular product, a wallet) keep short version chains;
 * measured faster than one moment or 200 moments per transaction.
 */
const MOMENTS_PER_TRANSACTION = 20;

/**
 * Plays the planned orders through the services moment by moment, the services' clock standing at
 * each moment: the order codes carry the day the order was made, and the timelines, payments,
 * ledger lines and timers carry the times they happened (a timer armed then is due after `now`
 * unless a later moment ended it). `inBatch` runs a run of moments in one transaction.
 */
export async function playHistory(
  steps: Steps,
  plans: PlannedOrder[],
  inBatch: (fn: () => Promise<void>) => Promise<void>,
): Promise<void> {
  const ids: number[] = [];
  const all = moments(plans);
  for (let from = 0; from < all.length; from += MOMENTS_PER_TRANSACTION) {
    await inBatch(async () => {
      for (const { at, order, step } of all.slice(from, from + MOMENTS_PER_TRANSACTION)) {
        const plan = plans[order]!;
        await atMoment(at, async () => {
          if (step === 'create') ids[order] = await steps.create(plan);
          else if (step === 'cancel') await steps.cancel(plan, ids[order]!);
          else if (step === 'pay') await steps.pay(plan, ids[order]!);
          else if (step === 'ship') await steps.ship(ids[order]!);
          else if (step === 'receive') await steps.receive(plan, ids[order]!);
          else await steps.complete(ids[order]!);
        });
      }
    });
  }
}
