import type { memberCouponFilter, PageQuery } from '@hh/shared';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import { containedInAny, equalsIfGiven, orderBy, paged } from '../../db/list.ts';
import { now } from '../../lib/clock.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { members } from '../members/index.ts';
import { memberCoupons } from './schema.ts';
import { termsOf } from './terms.ts';
import { inState, stateOf } from './validity.ts';

type MemberCouponQuery = PageQuery & z.output<typeof memberCouponFilter>;

const sortable = { id: memberCoupons.id, validTo: memberCoupons.validTo, claimedAt: memberCoupons.claimedAt };

/** The members' coupons, filtered by member, issue and state (expired computed at the time of asking). */
export function listMemberCoupons(ctx: CompanyContext, query: MemberCouponQuery) {
  const at = now();
  const where = and(
    equalsIfGiven(memberCoupons.memberId, query.memberId),
    equalsIfGiven(memberCoupons.issueId, query.issueId),
    query.state ? inState(query.state, at) : undefined,
    containedInAny(query.blurry, members.nickname, members.phone),
  );
  return inCompany(ctx, (tx) =>
    paged(
      query,
      (limit, offset) =>
        tx
          .select({
            id: memberCoupons.id,
            memberId: memberCoupons.memberId,
            memberName: members.nickname,
            memberPhone: members.phone,
            issueId: memberCoupons.issueId,
            ...termsOf(memberCoupons),
            source: memberCoupons.source,
            validFrom: memberCoupons.validFrom,
            validTo: memberCoupons.validTo,
            state: stateOf(at),
            claimedAt: memberCoupons.claimedAt,
            usedAt: memberCoupons.usedAt,
            usedOrderId: memberCoupons.usedOrderId,
          })
          .from(memberCoupons)
          .innerJoin(members, eq(members.uid, memberCoupons.memberId))
          .where(where)
          .orderBy(...orderBy(query.sort, sortable))
          .limit(limit)
          .offset(offset),
      async () => {
        const [row] = await tx
          .select({ n: count() })
          .from(memberCoupons)
          .innerJoin(members, eq(members.uid, memberCoupons.memberId))
          .where(where);
        return row!.n;
      },
    ),
  );
}
