export { startJobRunner } from './runner.ts';
export {
  cancelJob,
  cancellingJob,
  MAX_ATTEMPTS,
  registerJobHandler,
  registerOutboundJobHandler,
  registerSweep,
  scheduleJob,
  schedulingJob,
  schedulingJobs,
} from './service.ts';
