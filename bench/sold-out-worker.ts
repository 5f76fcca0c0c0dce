import { parentPort, workerData } from 'node:worker_threads';
import { soldOutLoad } from './orders-checkout.ts';

/**
 * The sold-out shoppers of the orders bench, on a thread of their own: their answer times are the
 * server's, not the wait for the rush generator's event loop (busy with a thousand other shoppers'
 * answers) nor for new connections (this thread's keep-alive ones open in a warm-up first).
 */
interface Job {
  base: string;
  token: string;
  memberIds: number[];
  skuId: number;
}

const job = workerData as Job;
let going = true;
parentPort!.on('message', (message) => {
  if (message === 'stop') going = false;
});
const warmUntil = performance.now() + 500;
await soldOutLoad(job.base, job.token, job.memberIds, job.skuId, () => performance.now() < warmUntil);
parentPort!.postMessage('warm');
const measured = await soldOutLoad(job.base, job.token, job.memberIds, job.skuId, () => going);
parentPort!.postMessage(measured);
