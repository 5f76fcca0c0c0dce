import { WECHAT_REFUND_NOTIFY_URL } from '@hh/shared';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../lib/app-types.ts';
import type { PaymentProvider, RefundOrder, RefundOutcome } from '../../lib/payment-provider.ts';
import { MAX_ATTEMPTS, registerOutboundJobHandler, scheduleJob } from '../jobs/index.ts';

/** Where refunds are sent from: the provider of the moment, and this server's public origin (its notices come back there). */
interface RefundChannel {
  provider: PaymentProvider;
  origin: string;
}

const channelOf = (deps: Deps): RefundChannel => ({
  provider: deps.payments,
  origin: deps.config.PUBLIC_URL ?? 'http://localhost',
});

/** A provider refund still owed, as its book reads it in the job's transaction. */
interface OwedRefund extends Omit<RefundOrder, 'notifyUrl' | 'outTradeNo'> {
  /** The provider it goes back through (the payment's). */
  method: string;
  /** The payment's out-trade-no; null when the payment row is missing (a failure staff see). */
  outTradeNo: string | null;
  /** When it was (re)opened: past `QUERY_AFTER_MS` the provider is asked where it stands before sending. */
  since: Date;
}

/** Keeps one kind of provider refund: reads one still owed, and applies what the provider said (once). */
export interface RefundBook {
  owed(tx: Tx, id: number): Promise<OwedRefund | undefined>;
  settle(tx: Tx, companyId: number, id: number, outcome: RefundOutcome): Promise<void>;
}

/** A refund pending longer than this is looked up at the provider before it is sent again. */
const QUERY_AFTER_MS = 5 * 60_000;

interface Sending {
  owed: OwedRefund;
  /** The job's last attempt: no answer, or still processing, now marks the refund failed (staff retry it). */
  last: boolean;
  ask: boolean;
}

async function send({ provider, origin }: RefundChannel, { owed, ask }: Sending): Promise<RefundOutcome> {
  if (provider.name !== owed.method || !owed.outTradeNo) {
    return { status: 'failed', reason: `provider ${owed.method} unavailable` };
  }
  const known = ask ? await provider.queryRefund(owed.outRefundNo) : null;
  return (
    known ??
    provider.refund({
      outTradeNo: owed.outTradeNo,
      outRefundNo: owed.outRefundNo,
      amount: owed.amount,
      total: owed.total,
      reason: owed.reason,
      notifyUrl: `${origin}${WECHAT_REFUND_NOTIFY_URL}`,
    })
  );
}

/**
 * The durable sender of one kind of provider refund (ref: the refund's id), the only one: the refund is
 * read in the claiming transaction, sent (or looked up) with no transaction open, and the answer applied
 * in a new one. No answer is retried with the jobs' backoff under the same out-refund-no (the provider's
 * idempotency key); "processing" is asked again the same way; the last attempt settles it as failed.
 */
export function registerRefundJob(kind: string, deps: Deps, book: RefundBook) {
  registerOutboundJobHandler<Sending, RefundOutcome>(kind, {
    async prepare(job, tx) {
      const owed = await book.owed(tx, Number(job.ref));
      if (!owed) return undefined;
      const ask = Date.now() - owed.since.getTime() > QUERY_AFTER_MS;
      return { owed, ask, last: job.attempts >= MAX_ATTEMPTS - 1 };
    },
    async call(_job, sending) {
      let outcome: RefundOutcome;
      try {
        outcome = await send(channelOf(deps), sending);
      } catch (err) {
        if (!sending.last) throw err;
        const why = err instanceof Error ? err.message : 'network';
        return { status: 'failed', reason: `no answer from the provider: ${why}`.slice(0, 200) };
      }
      if (outcome.status === 'pending' && sending.last) {
        return { status: 'failed', reason: `still processing after ${MAX_ATTEMPTS} attempts` };
      }
      return outcome;
    },
    apply: (job, tx, _sending, outcome) => book.settle(tx, job.companyId, Number(job.ref), outcome),
    again: (outcome) => outcome.status === 'pending',
  });
}

/** Sends refund `id` from its job, due now; called in the transaction that creates or reopens the refund. */
export function armRefundJob(tx: Tx, kind: string, refund: { id: number; companyId: number }) {
  return scheduleJob(tx, { kind, companyId: refund.companyId, ref: String(refund.id), runAt: new Date() });
}
