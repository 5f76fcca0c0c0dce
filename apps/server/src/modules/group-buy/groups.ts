import type { groupBuyGroupFilter, PageQuery } from '@hh/shared';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import { containedInAny, equalsIfGiven, orderBy, paged } from '../../db/list.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { members } from '../members/index.ts';
import { orders } from '../orders/index.ts';
import { groupBuyActivities, groupBuyGroups, groupBuySeats } from './schema.ts';

type GroupQuery = PageQuery & z.output<typeof groupBuyGroupFilter>;

const sortable = {
  id: groupBuyGroups.id,
  expiresAt: groupBuyGroups.expiresAt,
  createTime: groupBuyGroups.createdAt,
};

/** The groups: leader, seats taken and paid of the size, state, virtual success and times. */
export function listGroups(ctx: CompanyContext, query: GroupQuery) {
  const where = and(
    equalsIfGiven(groupBuyGroups.activityId, query.activityId),
    equalsIfGiven(groupBuyGroups.state, query.state),
    containedInAny(query.blurry, members.nickname, members.phone),
  );
  return inCompany(ctx, (tx) =>
    paged(
      query,
      (limit, offset) =>
        tx
          .select({
            id: groupBuyGroups.id,
            activityId: groupBuyGroups.activityId,
            activityTitle: groupBuyActivities.title,
            leaderId: groupBuyGroups.leaderId,
            leaderName: members.nickname,
            size: groupBuyGroups.size,
            seatsTaken: groupBuyGroups.seatsTaken,
            seatsPaid: groupBuyGroups.seatsPaid,
            state: groupBuyGroups.state,
            virtual: groupBuyGroups.virtual,
            expiresAt: groupBuyGroups.expiresAt,
            succeededAt: groupBuyGroups.succeededAt,
            failedAt: groupBuyGroups.failedAt,
            createdAt: groupBuyGroups.createdAt,
          })
          .from(groupBuyGroups)
          .innerJoin(members, eq(members.uid, groupBuyGroups.leaderId))
          .innerJoin(groupBuyActivities, eq(groupBuyActivities.id, groupBuyGroups.activityId))
          .where(where)
          .orderBy(...orderBy(query.sort, sortable))
          .limit(limit)
          .offset(offset),
      async () => {
        const [row] = await tx
          .select({ n: count() })
          .from(groupBuyGroups)
          .innerJoin(members, eq(members.uid, groupBuyGroups.leaderId))
          .where(where);
        return row!.n;
      },
    ),
  );
}

/** A group's seats in the order taken: member, order, state (404 for another shop's group). */
export function listSeats(ctx: CompanyContext, groupId: number) {
  return inCompany(ctx, async (tx) => {
    const [found] = await tx
      .select({ id: groupBuyGroups.id })
      .from(groupBuyGroups)
      .where(eq(groupBuyGroups.id, groupId));
    if (!found) throw notFound();
    return tx
      .select({
        id: groupBuySeats.id,
        memberId: groupBuySeats.memberId,
        nickname: members.nickname,
        phone: members.phone,
        leader: groupBuySeats.leader,
        orderId: groupBuySeats.orderId,
        orderSn: orders.code,
        state: groupBuySeats.state,
        paidAt: groupBuySeats.paidAt,
        createdAt: groupBuySeats.createdAt,
      })
      .from(groupBuySeats)
      .innerJoin(members, eq(members.uid, groupBuySeats.memberId))
      .innerJoin(orders, eq(orders.id, groupBuySeats.orderId))
      .where(eq(groupBuySeats.groupId, groupId))
      .orderBy(asc(groupBuySeats.id));
  });
}

/** Groups opened, open, succeeded and failed; paid orders in groups, what they paid and what was refunded. */
export function groupStats(ctx: CompanyContext, activityId: number | undefined) {
  return inCompany(ctx, async (tx) => {
    const [groups] = await tx
      .select({
        opened:
          sql<number>`count(*) filter (where ${groupBuyGroups.state} in ('open', 'succeeded', 'failed'))`.mapWith(
            Number,
          ),
        open: sql<number>`count(*) filter (where ${groupBuyGroups.state} = 'open')`.mapWith(Number),
        succeeded: sql<number>`count(*) filter (where ${groupBuyGroups.state} = 'succeeded')`.mapWith(Number),
        failed: sql<number>`count(*) filter (where ${groupBuyGroups.state} = 'failed')`.mapWith(Number),
      })
      .from(groupBuyGroups)
      .where(equalsIfGiven(groupBuyGroups.activityId, activityId));
    const [paid] = await tx
      .select({
        orders: sql<number>`count(*)`.mapWith(Number),
        amount: sql<string>`coalesce(sum(${orders.payAmount}), 0)::numeric(12,2)::text`,
        refunded: sql<string>`coalesce(sum(${orders.payAmount}) filter (where ${groupBuySeats.state} = 'refunded'), 0)::numeric(12,2)::text`,
      })
      .from(groupBuySeats)
      .innerJoin(orders, eq(orders.id, groupBuySeats.orderId))
      .where(
        and(
          inArray(groupBuySeats.state, ['paid', 'refunded']),
          equalsIfGiven(groupBuySeats.activityId, activityId),
        ),
      );
    return { ...groups!, ...paid! };
  });
}
