import type { DatabaseHandle } from '../../db/client.ts';
import { safeErrorText } from '../../lib/db-errors.ts';
import { type JobLog, runJobs, runSweeps } from './service.ts';

/**
 * Polls for due jobs (then runs the sweeps) every `pollMs` (the next poll is timed from the end of the last run, so runs
 * never overlap). `stop` ends polling and waits for the job in hand to finish.
 */
export function startJobRunner(db: DatabaseHandle, pollMs: number, log: JobLog): { stop(): Promise<void> } {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const poll = async () => {
    try {
      await runJobs(db, { log, stopping: () => stopped });
      await runSweeps(db, log);
    } catch (err) {
      log.warn({ err: safeErrorText(err) }, 'job poll failed');
    }
    schedule();
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = poll();
    }, pollMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
