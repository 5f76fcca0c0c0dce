import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type {
  CallbackInput,
  PaymentOrder,
  PaymentProvider,
  RefundOrder,
  RefundOutcome,
  VerifiedPayment,
  VerifiedRefund,
} from '../../lib/payment-provider.ts';

/**
 * Demo payments: the pay page (served by this server) completes the payment by calling the
 * callback with an HMAC signature only this server can make.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  /** The payments closed here: their links still notify (a payment for a closed payment), as a late payer's would. */
  readonly closed = new Set<string>();
  constructor(private readonly secret: string) {}

  sign(orderCode: string, amount: string, transactionId: string): string {
    return createHmac('sha256', this.secret).update(`${orderCode}|${amount}|${transactionId}`).digest('hex');
  }

  /** The pay page shows the shop, plan and amount only to holders of the link this server made. */
  pageSignature(orderCode: string): string {
    return createHmac('sha256', this.secret).update(`page|${orderCode}`).digest('hex');
  }

  pageSignatureValid(orderCode: string, sig: string | undefined): boolean {
    if (!sig || !/^[0-9a-f]{64}$/.test(sig)) return false;
    return timingSafeEqual(Buffer.from(this.pageSignature(orderCode), 'hex'), Buffer.from(sig, 'hex'));
  }

  async createPayment(order: PaymentOrder, origin: string) {
    const q = new URLSearchParams({ orderCode: order.orderCode, sig: this.pageSignature(order.orderCode) });
    return { payUrl: `${origin}/payYlCallback/sandbox/pay?${q}` };
  }

  async closePayment(outTradeNo: string) {
    this.closed.add(outTradeNo);
  }

  /** The callback link the sandbox pay page's button follows. */
  callbackUrl(order: PaymentOrder): string {
    const transactionId = `SANDBOX-${randomUUID()}`;
    const sign = this.sign(order.orderCode, order.amount, transactionId);
    const q = new URLSearchParams({ transactionId, amount: order.amount, sign });
    return `/payYlCallback/wxCallback/orderCode=${encodeURIComponent(order.orderCode)}?${q}`;
  }

  async verifyCallback(input: CallbackInput): Promise<VerifiedPayment | null> {
    const { transactionId, amount, sign } = input.query;
    if (!transactionId || !amount || !sign || !/^[0-9a-f]{64}$/.test(sign)) return null;
    const expected = Buffer.from(this.sign(input.orderCode, amount, transactionId), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(sign, 'hex'))) return null;
    return { orderCode: input.orderCode, transactionId, amount };
  }

  /** The refunds this process made, by out-refund-no (the sandbox keeps no books beyond it). */
  private readonly refunds = new Map<string, string>();

  /** The sandbox gives money back at once; the same out-refund-no again is the same refund. */
  async refund(order: RefundOrder): Promise<RefundOutcome> {
    const id = this.refunds.get(order.outRefundNo) ?? `SANDBOX-R-${randomUUID()}`;
    this.refunds.set(order.outRefundNo, id);
    return { status: 'succeeded', providerRefundId: id };
  }

  async queryRefund(outRefundNo: string): Promise<RefundOutcome | null> {
    const id = this.refunds.get(outRefundNo);
    return id ? { status: 'succeeded', providerRefundId: id } : null;
  }

  /** The sandbox sends no refund notices. */
  async verifyRefundNotice(): Promise<VerifiedRefund | null> {
    return null;
  }
}
