export { createPaymentProvider } from './factory.ts';
export { SandboxProvider } from './sandbox.ts';
