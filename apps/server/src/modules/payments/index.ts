export { createPaymentProvider } from './factory.ts';
export type { PaymentProvider } from './provider.ts';
export { SandboxProvider } from './sandbox.ts';
