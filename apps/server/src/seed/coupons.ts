import type { Tx } from '../db/client.ts';
import { couponIssues, couponTemplates } from '../modules/coupons/index.ts';

const DAY_MS = 86_400_000;

/** A few coupons in each demo shop, claimable from today for a month, so the screens are not empty. */
export async function seedDemoCoupons(tx: Tx, companyIds: number[]) {
  const start = new Date(Date.now() - DAY_MS);
  const end = new Date(Date.now() + 30 * DAY_MS);
  for (const companyId of companyIds) {
    const [tenOff, newcomer, percent] = await tx
      .insert(couponTemplates)
      .values([
        {
          companyId,
          title: '满199减20',
          kind: 'amount',
          amount: '20',
          threshold: '199',
          validity: 'days',
          validDays: 15,
        },
        { companyId, title: '无门槛5元券', kind: 'amount', amount: '5', validity: 'nextDay', validDays: 7 },
        {
          companyId,
          title: '全场9折券',
          kind: 'percent',
          percentOff: 10,
          maxDiscount: '50',
          threshold: '100',
          validity: 'fixed',
          validFrom: start,
          validTo: new Date(end.getTime() + 7 * DAY_MS),
        },
      ])
      .returning({ id: couponTemplates.id });
    await tx.insert(couponIssues).values([
      { companyId, templateId: tenOff!.id, claimStart: start, claimEnd: end, total: 500, remaining: 500 },
      {
        companyId,
        templateId: newcomer!.id,
        claimStart: start,
        claimEnd: end,
        total: null,
        remaining: null,
        perMember: 3,
        perMemberDaily: 1,
      },
      { companyId, templateId: percent!.id, claimStart: start, claimEnd: end, total: 100, remaining: 100 },
    ]);
  }
}
