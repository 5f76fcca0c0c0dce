export { startJobRunner } from './runner.ts';
export { cancelJob, MAX_ATTEMPTS, registerJobHandler, runDueJobs, scheduleJob } from './service.ts';
