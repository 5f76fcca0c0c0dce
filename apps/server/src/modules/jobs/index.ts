export { startJobRunner } from './runner.ts';
export {
  cancelJob,
  cancellingJob,
  MAX_ATTEMPTS,
  registerJobHandler,
  registerOutboundJobHandler,
  registerSweep,
  scheduleJob,
  schedulingJobs,
} from './service.ts';
