import { registerJobHandler } from '../jobs/index.ts';
import { BARGAIN_JOBS, lapseBargain } from './cutting.ts';

/** The bargain's durable timers: time limits and minutes to buy end in the jobs table, never in memory. */
export function setUpBargain() {
  registerJobHandler(BARGAIN_JOBS.expire, (job, tx) => lapseBargain(tx, Number(job.ref), 'progress'));
  registerJobHandler(BARGAIN_JOBS.buyLapse, (job, tx) => lapseBargain(tx, Number(job.ref), 'succeeded'));
}
