import type { bargainFilter, PageQuery } from '@hh/shared';
import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import type { Tx } from '../../db/client.ts';
import { containedInAny, equalsIfGiven, orderBy, paged } from '../../db/list.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { members } from '../members/index.ts';
import { bargainActivities, bargainCuts, bargains } from './schema.ts';

type BargainQuery = PageQuery & z.output<typeof bargainFilter>;

const sortable = { id: bargains.id, expiresAt: bargains.expiresAt, createTime: bargains.createdAt };

/** The participants: each member's bargain with its price now against the floor, helpers x/N, state and times. */
export function listBargains(ctx: CompanyContext, query: BargainQuery) {
  const where = and(
    equalsIfGiven(bargains.activityId, query.activityId),
    equalsIfGiven(bargains.state, query.state),
    containedInAny(query.blurry, members.nickname, members.phone),
  );
  return inCompany(ctx, (tx) =>
    paged(
      query,
      (limit, offset) =>
        tx
          .select({
            id: bargains.id,
            activityId: bargains.activityId,
            activityTitle: bargainActivities.title,
            memberId: bargains.memberId,
            memberName: members.nickname,
            memberPhone: members.phone,
            startPrice: bargains.startPrice,
            floorPrice: bargains.floorPrice,
            price: bargains.price,
            helpersNeeded: bargains.helpersNeeded,
            helpers: bargains.helpers,
            state: bargains.state,
            expiresAt: bargains.expiresAt,
            succeededAt: bargains.succeededAt,
            buyBy: bargains.buyBy,
            orderId: bargains.orderId,
            createdAt: bargains.createdAt,
          })
          .from(bargains)
          .innerJoin(members, eq(members.uid, bargains.memberId))
          .innerJoin(bargainActivities, eq(bargainActivities.id, bargains.activityId))
          .where(where)
          .orderBy(...orderBy(query.sort, sortable))
          .limit(limit)
          .offset(offset),
      async () => {
        const [row] = await tx
          .select({ n: count() })
          .from(bargains)
          .innerJoin(members, eq(members.uid, bargains.memberId))
          .where(where);
        return row!.n;
      },
    ),
  );
}

/** A bargain's cuts in the order they were made, each with its member's nickname and avatar. */
export function cutsOf(tx: Tx, bargainId: number) {
  return tx
    .select({
      id: bargainCuts.id,
      memberId: bargainCuts.memberId,
      nickname: members.nickname,
      avatar: members.avatar,
      initiator: bargainCuts.initiator,
      amount: bargainCuts.amount,
      priceAfter: bargainCuts.priceAfter,
      createdAt: bargainCuts.createdAt,
    })
    .from(bargainCuts)
    .innerJoin(members, eq(members.uid, bargainCuts.memberId))
    .where(eq(bargainCuts.bargainId, bargainId))
    .orderBy(asc(bargainCuts.id));
}

/** Staff's drawer: the bargain's helpers and their cuts (404 for another shop's bargain). */
export function listCuts(ctx: CompanyContext, bargainId: number) {
  return inCompany(ctx, async (tx) => {
    const [found] = await tx.select({ id: bargains.id }).from(bargains).where(eq(bargains.id, bargainId));
    if (!found) throw notFound();
    return cutsOf(tx, bargainId);
  });
}
