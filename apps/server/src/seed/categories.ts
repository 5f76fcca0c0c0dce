import type { Tx } from '../db/client.ts';
import { storeCategories } from '../modules/platform/schema.ts';

const TREE: [string, string, [string, string][]][] = [
  [
    '生鲜食品',
    'Fresh food',
    [
      ['水果蔬菜', 'Fruit & vegetables'],
      ['肉禽蛋品', 'Meat & eggs'],
      ['海鲜水产', 'Seafood'],
    ],
  ],
  [
    '服饰鞋包',
    'Fashion',
    [
      ['女装', 'Womenswear'],
      ['男装', 'Menswear'],
      ['鞋靴箱包', 'Shoes & bags'],
    ],
  ],
  [
    '数码家电',
    'Electronics',
    [
      ['手机数码', 'Phones'],
      ['家用电器', 'Appliances'],
    ],
  ],
  [
    '美妆个护',
    'Beauty',
    [
      ['护肤彩妆', 'Skin care & make-up'],
      ['个人护理', 'Personal care'],
    ],
  ],
  [
    '餐饮外卖',
    'Food service',
    [
      ['中餐', 'Chinese'],
      ['饮品甜点', 'Drinks & desserts'],
    ],
  ],
];

/** The platform's starting shop categories (two levels). */
export async function seedCategories(tx: Tx) {
  for (const [i, [name, nameEn, children]] of TREE.entries()) {
    const [parent] = await tx
      .insert(storeCategories)
      .values({ name, nameEn, sort: i + 1 })
      .returning();
    await tx
      .insert(storeCategories)
      .values(
        children.map(([cName, cEn], j) => ({ parentId: parent!.id, name: cName, nameEn: cEn, sort: j + 1 })),
      );
  }
}
