import { fromCents, toCents } from '@hh/shared';
import { addDays, shopDayOf } from '@hh/shared/seckill-time';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { productSkus, products } from '../modules/goods/index.ts';
import { seckillActivities, seckillSkus, seckillSlots, seedSlots } from '../modules/seckill/index.ts';

const DEMO_DAYS = 30;
const DEMO_SKUS = 3;
const DEMO_STOCK = 20;

/**
 * Each demo shop's default slots and one running seckill (its first product with stock, half price,
 * every slot, from today for a month), so the staff screen and the H5 strip are not empty. Idempotent:
 * a shop that already has a seckill activity gets none more.
 */
export async function seedDemoSeckill(tx: Tx, companyIds: number[]) {
  const today = shopDayOf(Date.now());
  for (const companyId of companyIds) {
    await seedSlots(tx, companyId);
    const [had] = await tx
      .select({ id: seckillActivities.id })
      .from(seckillActivities)
      .where(eq(seckillActivities.companyId, companyId))
      .limit(1);
    if (had) continue;
    const [product] = await tx
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(
        and(
          eq(products.companyId, companyId),
          eq(products.onShelf, true),
          eq(products.isDeleted, false),
          gt(products.stock, 0),
        ),
      )
      .orderBy(asc(products.id))
      .limit(1);
    if (!product) continue;
    const skus = await tx
      .select({ id: productSkus.id, price: productSkus.price, stock: productSkus.stock })
      .from(productSkus)
      .where(and(eq(productSkus.productId, product.id), gt(productSkus.stock, 0)))
      .orderBy(asc(productSkus.id))
      .limit(DEMO_SKUS);
    const slots = await tx
      .select({ id: seckillSlots.id })
      .from(seckillSlots)
      .where(eq(seckillSlots.companyId, companyId));
    const [activity] = await tx
      .insert(seckillActivities)
      .values({
        companyId,
        name: `${product.name} 限时秒杀`,
        productId: product.id,
        startDate: today,
        endDate: addDays(today, DEMO_DAYS),
        slotIds: slots.map((s) => s.id).sort((a, b) => a - b),
      })
      .returning({ id: seckillActivities.id });
    await tx.insert(seckillSkus).values(
      skus.map((sku) => {
        const half = toCents(sku.price) / 2n;
        const total = Math.min(DEMO_STOCK, sku.stock);
        return {
          companyId,
          activityId: activity!.id,
          skuId: sku.id,
          price: fromCents(half > 0n ? half : 1n),
          total,
          stock: total,
          perOrder: 2,
          perDay: 2,
          perActivity: 4,
        };
      }),
    );
  }
}
