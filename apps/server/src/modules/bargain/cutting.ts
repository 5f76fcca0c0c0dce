import { COUPON_TIME_ZONE, fromCents, toCents } from '@hh/shared';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { scheduleJob } from '../jobs/index.ts';
import { members } from '../members/index.ts';
import { nextCut, type Random } from './cut.ts';
import { bargainActivities, bargainCuts, bargains } from './schema.ts';

/** The durable timers: an unfinished bargain fails at its time limit; a succeeded one at the end of its minutes to buy. */
export const BARGAIN_JOBS = { expire: 'bargain.expire', buyLapse: 'bargain.buyLapse' } as const;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: COUPON_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of `at` in the shops' time zone (what a helper's daily limit counts). */
const shopDay = (at: Date): string => dayFormat.format(at);

/** The member's row, locked: one person's starts and helps run one at a time (their limits are counted after). */
async function lockMember(tx: Tx, memberId: number) {
  const [member] = await tx
    .select({ status: members.status })
    .from(members)
    .where(eq(members.uid, memberId))
    .for('update');
  if (!member) throw notFound();
  if (member.status !== 1) throw forbidden('bargain.memberDisabled');
}

/** The activity, when open at `at` (enabled, inside its dates); shared-locked against edits meanwhile. */
async function openActivity(tx: Tx, activityId: number, at: Date) {
  const [activity] = await tx
    .select()
    .from(bargainActivities)
    .where(eq(bargainActivities.id, activityId))
    .for('share');
  if (!activity) throw notFound();
  if (!activity.enabled) throw conflict('bargain.closed');
  if (at < activity.startAt || at >= activity.endAt) throw conflict('bargain.notOpen');
  return activity;
}

/**
 * Starts a bargain of the activity for the member, with the member's own first cut: refused when
 * closed, sold out, while the member has one open, or past the member's starts. Its time limit is the
 * activity's hours, never past the activity's end; the durable expiry timer is scheduled with it.
 */
export async function startBargain(tx: Tx, memberId: number, activityId: number, at: Date, random: Random) {
  await lockMember(tx, memberId);
  const activity = await openActivity(tx, activityId, at);
  if (activity.stock < 1) throw conflict('bargain.soldOut');
  const [mine] = await tx
    .select({
      all: count(),
      open: sql<number>`count(*) filter (where ${bargains.state} in ('progress', 'succeeded'))`.mapWith(
        Number,
      ),
    })
    .from(bargains)
    .where(and(eq(bargains.activityId, activityId), eq(bargains.memberId, memberId)));
  if (mine!.open > 0) throw conflict('bargain.alreadyOpen');
  if (mine!.all >= activity.startsPerMember) {
    throw conflict('bargain.startLimit', { max: activity.startsPerMember });
  }
  const room = toCents(activity.startPrice) - toCents(activity.floorPrice);
  const first = nextCut(room, activity.helpersNeeded + 1, random);
  const price = fromCents(toCents(activity.startPrice) - first);
  const limit = new Date(at.getTime() + activity.hoursLimit * 3_600_000);
  const expiresAt = limit < activity.endAt ? limit : activity.endAt;
  const [bargain] = await tx
    .insert(bargains)
    .values({
      activityId,
      memberId,
      startPrice: activity.startPrice,
      floorPrice: activity.floorPrice,
      price,
      helpersNeeded: activity.helpersNeeded,
      expiresAt,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  await tx.insert(bargainCuts).values({
    bargainId: bargain!.id,
    activityId,
    memberId,
    initiator: true,
    amount: fromCents(first),
    priceAfter: price,
    cutDay: shopDay(at),
    createdAt: at,
  });
  await scheduleJob(tx, {
    kind: BARGAIN_JOBS.expire,
    companyId: bargain!.companyId,
    ref: String(bargain!.id),
    runAt: expiresAt,
  });
  return bargain!;
}

/**
 * One helper's cut of someone else's bargain: the helper's row locked (their daily limit), then the
 * bargain's; refused for the member's own bargain, one not cutting any more, a second help, or past the
 * helper's helps for the day. The amount comes from `nextCut`, and the bargain moves by ONE guarded
 * update (still cutting, the helpers counted as read, never below the floor, before its time limit):
 * concurrent helpers never drift below the floor nor past the helpers needed. The last needed helper
 * lands on the floor: the bargain succeeds and its minutes to buy start (a durable timer ends them).
 */
export async function helpBargain(tx: Tx, helperId: number, bargainId: number, at: Date, random: Random) {
  await lockMember(tx, helperId);
  const [bargain] = await tx.select().from(bargains).where(eq(bargains.id, bargainId)).for('update');
  if (!bargain) throw notFound();
  if (bargain.memberId === helperId) throw conflict('bargain.ownBargain');
  if (bargain.state !== 'progress' || bargain.expiresAt <= at) throw conflict('bargain.notCutting');
  const [activity] = await tx
    .select({
      enabled: bargainActivities.enabled,
      helpsPerDay: bargainActivities.helpsPerDay,
      buyMinutes: bargainActivities.buyMinutes,
    })
    .from(bargainActivities)
    .where(eq(bargainActivities.id, bargain.activityId));
  if (!activity?.enabled) throw conflict('bargain.closed');
  const day = shopDay(at);
  const [given] = await tx
    .select({
      here: sql<number>`count(*) filter (where ${bargainCuts.bargainId} = ${bargainId})`.mapWith(Number),
      today:
        sql<number>`count(*) filter (where ${bargainCuts.cutDay} = ${day} and not ${bargainCuts.initiator})`.mapWith(
          Number,
        ),
    })
    .from(bargainCuts)
    .where(and(eq(bargainCuts.activityId, bargain.activityId), eq(bargainCuts.memberId, helperId)));
  if (given!.here > 0) throw conflict('bargain.helpedAlready');
  if (activity.helpsPerDay !== null && given!.today >= activity.helpsPerDay) {
    throw conflict('bargain.dailyHelps', { max: activity.helpsPerDay });
  }
  const remaining = toCents(bargain.price) - toCents(bargain.floorPrice);
  const amount = nextCut(remaining, bargain.helpersNeeded - bargain.helpers, random);
  const last = bargain.helpers + 1 === bargain.helpersNeeded;
  const buyBy = last ? new Date(at.getTime() + activity.buyMinutes * 60_000) : null;
  const cut = fromCents(amount);
  const [moved] = await tx
    .update(bargains)
    .set({
      price: sql`${bargains.price} - ${cut}::numeric`,
      helpers: sql`${bargains.helpers} + 1`,
      ...(last ? { state: 'succeeded' as const, succeededAt: at, buyBy } : {}),
      updatedAt: at,
    })
    .where(
      and(
        eq(bargains.id, bargainId),
        eq(bargains.state, 'progress'),
        eq(bargains.helpers, bargain.helpers),
        sql`${bargains.price} - ${cut}::numeric >= ${bargains.floorPrice}`,
        gt(bargains.expiresAt, at),
      ),
    )
    .returning();
  if (!moved) throw conflict('bargain.notCutting');
  await tx.insert(bargainCuts).values({
    bargainId,
    activityId: bargain.activityId,
    memberId: helperId,
    amount: cut,
    priceAfter: moved.price,
    cutDay: day,
    createdAt: at,
  });
  if (buyBy) {
    await scheduleJob(tx, {
      kind: BARGAIN_JOBS.buyLapse,
      companyId: moved.companyId,
      ref: String(bargainId),
      runAt: buyBy,
    });
  }
  return { amount: cut, bargain: moved };
}

/** Whether the member may buy the bargain at `at`: at the floor within its minutes, or cutting when any price goes. */
export function buyable(
  bargain: Pick<typeof bargains.$inferSelect, 'state' | 'buyBy' | 'expiresAt'>,
  buyAnyPrice: boolean,
  at: Date,
) {
  if (bargain.state === 'succeeded') return bargain.buyBy !== null && bargain.buyBy > at;
  return bargain.state === 'progress' && buyAnyPrice && bargain.expiresAt > at;
}

/**
 * The timers' work: an unfinished bargain fails at its time limit, a succeeded one not bought within its
 * minutes fails at their end. Each re-checks the state in one guarded update (a bargain bought or
 * finished meanwhile is left as it is).
 */
export async function lapseBargain(tx: Tx, bargainId: number, from: 'progress' | 'succeeded') {
  await tx
    .update(bargains)
    .set({ state: 'failed', updatedAt: new Date() })
    .where(and(eq(bargains.id, bargainId), eq(bargains.state, from)));
}
