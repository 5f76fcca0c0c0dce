export { createPaymentProvider } from './factory.ts';
export {
  armRefundJob,
  type RefundBook,
  registerRefundJob,
} from './refund-job.ts';
export { SandboxProvider } from './sandbox.ts';
export { WechatPayProvider } from './wechat.ts';
