import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { goodsCategories } from '../modules/goods/categories/schema.ts';
import { promotionRules } from '../modules/promotions/schema.ts';

const DAY_MS = 86_400_000;

async function categoryId(tx: Tx, companyId: number, name: string): Promise<number> {
  const [row] = await tx
    .select({ id: goodsCategories.id })
    .from(goodsCategories)
    .where(
      and(
        eq(goodsCategories.companyId, companyId),
        eq(goodsCategories.name, name),
        eq(goodsCategories.parentId, 0),
      ),
    );
  if (!row) throw new Error(`demo category ${name} missing`);
  return row.id;
}

/**
 * A rule or two in each demo shop, running from yesterday for two months, on one top category each
 * (its sub-categories' goods count): sunrise's 美妆 take 满减 and ship free over ¥88, harbour's 水果 满折.
 */
export async function seedDemoPromotions(tx: Tx, shops: { sunrise: number; harbour: number }) {
  const startAt = new Date(Date.now() - DAY_MS);
  const endAt = new Date(Date.now() + 60 * DAY_MS);
  const beauty = [await categoryId(tx, shops.sunrise, '美妆')];
  const fruit = [await categoryId(tx, shops.harbour, '水果')];
  await tx.insert(promotionRules).values([
    {
      companyId: shops.sunrise,
      name: '美妆满99减10，满199减30',
      kind: 'amount',
      tiers: [
        { threshold: '99.00', amount: '10.00', percentOff: null },
        { threshold: '199.00', amount: '30.00', percentOff: null },
      ],
      scope: 'categories',
      scopeIds: beauty,
      startAt,
      endAt,
    },
    {
      companyId: shops.sunrise,
      name: '美妆满88包邮',
      kind: 'freeShipping',
      tiers: [{ threshold: '88.00', amount: null, percentOff: null }],
      scope: 'categories',
      scopeIds: beauty,
      startAt,
      endAt,
    },
    {
      companyId: shops.harbour,
      name: '水果满200打9折',
      kind: 'percent',
      tiers: [{ threshold: '200.00', amount: null, percentOff: 10 }],
      cap: '50.00',
      scope: 'categories',
      scopeIds: fruit,
      startAt,
      endAt,
    },
  ]);
}
