import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { now } from '../../../lib/clock.ts';
import type { PaymentProvider } from '../../../lib/payment-provider.ts';
import { registerOutboundJobHandler, scheduleJob, schedulingJobs } from '../../jobs/index.ts';
import { orderPayments } from '../schema.ts';

/** One job per closed provider payment (ref: the payment id): close it at the provider too. */
const CLOSE_AT_PROVIDER = 'order.closePayment';

/**
 * Arms the provider-side close of a payment closed in our database, in the same transaction: it is
 * sent after the commit, with no transaction open, and retried until the provider takes it.
 */
export function armProviderClose(tx: Tx, payment: { id: number; companyId: number }) {
  return scheduleJob(tx, {
    kind: CLOSE_AT_PROVIDER,
    companyId: payment.companyId,
    ref: String(payment.id),
    runAt: now(),
  });
}

/**
 * The order's payments still open, closed in our database, as writes for `writeTogether`: each
 * gets the job that closes it at the provider too, in the same transaction (sent after the commit,
 * with no transaction open, and retried until the provider takes it).
 */
export function closingPendingPayments(orderId: number, at: Date) {
  const when = sql`${at.toISOString()}::timestamptz`;
  return {
    closed_payments: sql`update ${orderPayments} set status = 'closed', closed_at = ${when}
      where order_id = ${orderId}::bigint and status = 'pending' returning id, company_id`,
    closeJobs: schedulingJobs(CLOSE_AT_PROVIDER, sql`select company_id, id::text from closed_payments`, when),
  };
}

/**
 * The close job: still closed here (a notice may have paid it since — then there is nothing to
 * close), made by the provider in use → `closePayment(outTradeNo)`, idempotent at the provider.
 */
export function registerProviderCloser(provider: () => PaymentProvider) {
  registerOutboundJobHandler<string, void>(CLOSE_AT_PROVIDER, {
    async prepare(job, tx) {
      const [payment] = await tx
        .select({ outTradeNo: orderPayments.outTradeNo })
        .from(orderPayments)
        .where(
          and(
            eq(orderPayments.id, Number(job.ref)),
            eq(orderPayments.status, 'closed'),
            eq(orderPayments.method, provider().name),
          ),
        );
      return payment?.outTradeNo;
    },
    call: (_job, outTradeNo) => provider().closePayment(outTradeNo),
    apply: async () => undefined,
  });
}
