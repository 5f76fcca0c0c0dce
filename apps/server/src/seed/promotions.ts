import type { Tx } from '../db/client.ts';
import { promotionRules } from '../modules/promotions/schema.ts';

const DAY_MS = 86_400_000;

/** A full-reduction rule or two in each demo shop, running from yesterday for two months. */
export async function seedDemoPromotions(tx: Tx, shops: { sunrise: number; harbour: number }) {
  const startAt = new Date(Date.now() - DAY_MS);
  const endAt = new Date(Date.now() + 60 * DAY_MS);
  await tx.insert(promotionRules).values([
    {
      companyId: shops.sunrise,
      name: '满99减10，满199减30',
      kind: 'amount',
      tiers: [
        { threshold: '99.00', amount: '10.00', percentOff: null },
        { threshold: '199.00', amount: '30.00', percentOff: null },
      ],
      startAt,
      endAt,
    },
    {
      companyId: shops.sunrise,
      name: '满88包邮',
      kind: 'freeShipping',
      tiers: [{ threshold: '88.00', amount: null, percentOff: null }],
      startAt,
      endAt,
    },
    {
      companyId: shops.harbour,
      name: '满200打9折',
      kind: 'percent',
      tiers: [{ threshold: '200.00', amount: null, percentOff: 10 }],
      cap: '50.00',
      startAt,
      endAt,
    },
  ]);
}
