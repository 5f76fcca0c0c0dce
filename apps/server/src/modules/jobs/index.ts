export { startJobRunner } from './runner.ts';
export {
  cancelJob,
  MAX_ATTEMPTS,
  registerJobHandler,
  registerOutboundJobHandler,
  scheduleJob,
} from './service.ts';
