import { specKeys } from '@hh/shared';
import { z } from 'zod';
import type { Tx } from '../db/client.ts';
import type { FileStorage } from '../lib/storage/index.ts';
import { goodsCategories, mediaGroups, productSkus, products, stockLedger } from '../modules/schema.ts';
import catalogues from './catalogue.json' with { type: 'json' };
import { savePicture } from './media.ts';
import { type PictureShape, productPicture } from './picture.ts';

const shape = z.enum(['circle', 'square', 'diamond']) satisfies z.ZodType<PictureShape>;
const leaf = z.object({
  name: z.string(),
  hue: z.number(),
  shape,
  items: z.array(z.string()),
  specs: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  /** Price range in cents. */
  price: z.tuple([z.number(), z.number()]),
  unit: z.string(),
});
const tops = z.array(z.object({ name: z.string(), leaves: z.array(leaf) }));
type Top = z.infer<typeof tops>[number];
/** The two demo shops' categories (top, then leaf) and the products of each leaf. */
const CATALOGUES = z.object({ sunrise: tops, harbour: tops }).parse(catalogues);

/** A small deterministic generator, so every demo install has the same catalogue. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const DAY = 86_400_000;

/** Two levels of categories, pictures in the media library, and products with multi-spec SKUs. */
async function seedCatalogue(
  tx: Tx,
  storage: FileStorage,
  companyId: number,
  tops: Top[],
  editions: string[],
  seed: number,
) {
  const next = random(seed);
  const [group] = await tx.insert(mediaGroups).values({ companyId, name: '商品图片' }).returning();
  for (const [topIndex, top] of tops.entries()) {
    const [parent] = await tx
      .insert(goodsCategories)
      .values({ companyId, name: top.name, sort: topIndex })
      .returning();
    for (const [leafIndex, leaf] of top.leaves.entries()) {
      const url = await savePicture(
        tx,
        storage,
        { companyId, groupId: group!.id },
        leaf.name,
        productPicture(leaf.hue, leaf.shape),
      );
      const [category] = await tx
        .insert(goodsCategories)
        .values({ companyId, parentId: parent!.id, name: leaf.name, pic: url, sort: leafIndex })
        .returning();
      for (const item of leaf.items.flatMap((name) => editions.map((e) => `${name}${e}`))) {
        const base = leaf.price[0] + Math.floor(next() * (leaf.price[1] - leaf.price[0]));
        const keys = leaf.specs.length ? specKeys(leaf.specs) : [''];
        const prices = keys.map((_, i) => Math.round((base + i * 100) / 10) * 10);
        const skus = keys.map((specKey, i) => {
          const price = prices[i]!;
          const roll = next();
          return {
            specKey,
            price: money(price),
            originalPrice: money(Math.round(price * 1.3)),
            cost: money(Math.round(price * 0.55)),
            stock: roll < 0.08 ? 0 : roll < 0.2 ? 1 + Math.floor(next() * 8) : 20 + Math.floor(next() * 300),
            weight: '0.500',
            barcode: `69${String(Math.floor(next() * 1e11)).padStart(11, '0')}`,
            commission1: money(Math.round(price * 0.05)),
            commission2: money(Math.round(price * 0.02)),
          };
        });
        const createdAt = new Date(Date.now() - Math.floor(next() * 30 * DAY));
        const flag = next();
        const [product] = await tx
          .insert(products)
          .values({
            companyId,
            name: item,
            summary: `${top.name} · ${leaf.name}：${item}`,
            keywords: `${leaf.name},${top.name}`,
            unit: leaf.unit,
            image: url,
            gallery: [url],
            categoryId: category!.id,
            description: `<p><strong>${item}</strong></p><p>${top.name} / ${leaf.name}</p><p><img src="${url}" alt="${item}"></p>`,
            isHot: flag < 0.2,
            isBest: flag > 0.85,
            isNew: createdAt.getTime() > Date.now() - 7 * DAY,
            isRecommend: flag > 0.6 && flag < 0.75,
            sort: Math.floor(next() * 100),
            virtualSales: Math.floor(next() * 500),
            giftPoints: Math.floor(next() * 20),
            onShelf: next() > 0.15,
            specType: leaf.specs.length ? 'multi' : 'single',
            specs: leaf.specs,
            price: money(Math.min(...prices)),
            stock: skus.reduce((sum, s) => sum + s.stock, 0),
            createdAt,
            updatedAt: createdAt,
          })
          .returning({ id: products.id });
        const rows = await tx
          .insert(productSkus)
          .values(skus.map((s) => ({ ...s, companyId, productId: product!.id })))
          .returning({ id: productSkus.id, stock: productSkus.stock });
        const lines = rows
          .filter((s) => s.stock > 0)
          .map((s) => ({
            companyId,
            productId: product!.id,
            skuId: s.id,
            change: s.stock,
            before: 0,
            after: s.stock,
            reason: 'initial',
            createdAt,
          }));
        if (lines.length) await tx.insert(stockLedger).values(lines);
      }
    }
  }
}

export async function seedDemoCatalogues(
  tx: Tx,
  storage: FileStorage,
  companies: { sunrise: number; harbour: number },
) {
  await seedCatalogue(tx, storage, companies.sunrise, CATALOGUES.sunrise, ['', ' 升级款'], 7);
  await seedCatalogue(tx, storage, companies.harbour, CATALOGUES.harbour, [''], 11);
}
