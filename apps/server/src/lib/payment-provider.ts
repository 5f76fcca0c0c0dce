export interface PaymentOrder {
  orderCode: string;
  /** Yuan as an exact decimal string, e.g. "999.00". */
  amount: string;
  description: string;
  /** Where the provider posts its notice; the provider's configured address when left out. */
  notifyUrl?: string;
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

/** Takes payments for plans. The callback is trusted only when the provider verifies it. */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'wechat';
  /** The link the payer opens (shown as a QR code). */
  createPayment(order: PaymentOrder, origin: string): Promise<{ payUrl: string }>;
  verifyCallback(input: CallbackInput): Promise<VerifiedPayment | null>;
}
