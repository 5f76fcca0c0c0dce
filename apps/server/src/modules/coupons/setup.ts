import { sql } from 'drizzle-orm';
import { now } from '../../lib/clock.ts';
import { registerJobHandler, schedulingJobs } from '../jobs/index.ts';
import { registerMemberJoined } from '../members/index.ts';
import { giftJobRef, giveGifts } from './gifts.ts';

const NEW_MEMBER_JOB = 'coupon.newMember';

/**
 * The coupons module's wiring, once at start: a new member gets the running new-member issues' coupons
 * by a job scheduled in the sign-up's transaction (only when the shop runs one), given off it, once.
 */
export function setUpCoupons() {
  registerMemberJoined('coupons', async (tx, companyId, memberId, at) => {
    const ref = giftJobRef(companyId, String(memberId), 'newMember', at, null);
    await tx.execute(schedulingJobs(NEW_MEMBER_JOB, ref, sql`${at.toISOString()}::timestamptz`));
  });
  registerJobHandler(NEW_MEMBER_JOB, async (job, tx) => {
    await giveGifts(
      tx,
      job.companyId,
      Number(job.ref),
      { channel: 'newMember', givenFor: 'join', paid: null },
      now(),
    );
  });
}
