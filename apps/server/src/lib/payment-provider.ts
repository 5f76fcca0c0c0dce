/** How the payer pays: Native (the default), H5 from the payer's address, JSAPI as the payer's openid. */
export type PayChannel =
  | { kind: 'native' }
  | { kind: 'h5'; payerIp: string }
  | { kind: 'jsapi'; openid: string };

export interface PaymentOrder {
  orderCode: string;
  /** Yuan as an exact decimal string, e.g. "999.00". */
  amount: string;
  description: string;
  /** Where the provider posts its notice; the provider's configured address when left out. */
  notifyUrl?: string;
  /** When the provider stops taking it (the order's pay deadline). */
  expiresAt?: Date;
  /** WeChat's product to pay with; Native when left out (the sandbox has one kind only). */
  channel?: PayChannel;
}

export interface VerifiedPayment {
  orderCode: string;
  transactionId: string;
  /** Yuan as an exact decimal string. */
  amount: string;
}

export interface CallbackInput {
  orderCode: string;
  query: Record<string, string | undefined>;
  headers: Record<string, string | undefined>;
  rawBody: string;
}

/** Takes payments (plans, orders) and gives them back. The callback is trusted only when the provider verifies it. */
export interface PaymentProvider extends RefundProvider {
  readonly name: 'sandbox' | 'wechat';
  /**
   * The link the payer opens (shown as a QR code); WeChat H5's `h5_url`, or JSAPI's bridge package
   * `prepay_id=…`.
   */
  createPayment(order: PaymentOrder, origin: string): Promise<{ payUrl: string }>;
  /**
   * Stops a payment from being paid at the provider (idempotent: one already closed, or never made,
   * is fine). Throws when the provider cannot be reached or refuses, so the caller retries.
   */
  closePayment(outTradeNo: string): Promise<void>;
  verifyCallback(input: CallbackInput): Promise<VerifiedPayment | null>;
}

/** Money going back through the payment it came from. */
export interface RefundOrder {
  /** The payment's out-trade-no. */
  outTradeNo: string;
  /** Ours, unique: sending the same one again is the provider's idempotent retry. */
  outRefundNo: string;
  amount: string;
  /** What the payment took. */
  total: string;
  reason: string;
  /** Where the provider posts the outcome when it comes later. */
  notifyUrl?: string;
}

/** What the provider said at once: done, accepted for later (a notice follows), or refused. */
export type RefundOutcome =
  | { status: 'succeeded' | 'pending'; providerRefundId: string | null }
  | { status: 'failed'; reason: string };

/** A provider's verified notice about a refund. */
export interface VerifiedRefund {
  outRefundNo: string;
  providerRefundId: string;
  status: 'succeeded' | 'failed';
  /** Yuan as an exact decimal string. */
  amount: string;
}

/**
 * Gives money back through a provider; its notices are trusted only when it verifies them. `refund`
 * throws when no answer came (network, timeout, the provider's own error): the same out-refund-no is
 * sent again later; a refusal is a `failed` outcome.
 */
interface RefundProvider {
  refund(order: RefundOrder): Promise<RefundOutcome>;
  /** Where a refund sent earlier stands; null when the provider has never heard of it. */
  queryRefund(outRefundNo: string): Promise<RefundOutcome | null>;
  verifyRefundNotice(input: Omit<CallbackInput, 'orderCode'>): Promise<VerifiedRefund | null>;
}
