export { startJobRunner } from './runner.ts';
export {
  cancelJob,
  LEASE_MS,
  MAX_ATTEMPTS,
  type OutboundJobHandler,
  registerJobHandler,
  registerOutboundJobHandler,
  runDueJobs,
  scheduleJob,
} from './service.ts';
