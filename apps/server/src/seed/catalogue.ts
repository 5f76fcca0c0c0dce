import { randomUUID } from 'node:crypto';
import { specKeys } from '@hh/shared';
import type { Tx } from '../db/client.ts';
import type { FileStorage } from '../lib/storage/index.ts';
import {
  goodsCategories,
  mediaFiles,
  mediaGroups,
  productSkus,
  products,
  stockLedger,
} from '../modules/schema.ts';
import { type PictureShape, productPicture } from './picture.ts';

interface Leaf {
  name: string;
  hue: number;
  shape: PictureShape;
  items: string[];
  specs: { name: string; values: string[] }[];
  /** Price range in cents. */
  price: [number, number];
  unit: string;
}

interface Top {
  name: string;
  leaves: Leaf[];
}

const colours = { name: '颜色', values: ['白色', '黑色', '藏青'] };
const sizes = { name: '尺码', values: ['S', 'M', 'L', 'XL'] };

const SUNRISE: Top[] = [
  {
    name: '服装',
    leaves: [
      {
        name: 'T恤',
        hue: 210,
        shape: 'square',
        items: [
          '纯棉圆领T恤',
          '速干运动T恤',
          '宽松印花T恤',
          '条纹短袖T恤',
          '亚麻休闲T恤',
          '重磅纯色T恤',
          '情侣款T恤',
          '儿童卡通T恤',
        ],
        specs: [colours, sizes],
        price: [4900, 12900],
        unit: '件',
      },
      {
        name: '衬衫',
        hue: 190,
        shape: 'square',
        items: ['牛津纺衬衫', '免烫商务衬衫', '法兰绒格子衬衫', '亚麻短袖衬衫', '牛仔衬衫', '真丝印花衬衫'],
        specs: [colours, sizes],
        price: [9900, 29900],
        unit: '件',
      },
      {
        name: '外套',
        hue: 230,
        shape: 'square',
        items: ['轻薄羽绒服', '防风冲锋衣', '羊毛大衣', '连帽卫衣', '摇粒绒外套', '棒球夹克'],
        specs: [colours, sizes],
        price: [19900, 89900],
        unit: '件',
      },
    ],
  },
  {
    name: '数码',
    leaves: [
      {
        name: '耳机',
        hue: 260,
        shape: 'circle',
        items: ['降噪蓝牙耳机', '运动挂耳耳机', '头戴式耳机', '有线入耳耳机', '骨传导耳机', '游戏耳机'],
        specs: [{ name: '颜色', values: ['黑色', '白色'] }],
        price: [9900, 129900],
        unit: '副',
      },
      {
        name: '充电配件',
        hue: 280,
        shape: 'diamond',
        items: [
          '氮化镓快充头',
          '磁吸无线充',
          '20000mAh充电宝',
          '编织数据线',
          '车载充电器',
          '多口充电站',
          '桌面支架充',
        ],
        specs: [{ name: '规格', values: ['标准版', '套装版'] }],
        price: [2900, 25900],
        unit: '个',
      },
      {
        name: '智能手表',
        hue: 300,
        shape: 'circle',
        items: ['运动智能手表', '儿童电话手表', '健康监测手环', '商务智能手表'],
        specs: [{ name: '表带', values: ['硅胶', '皮革', '金属'] }],
        price: [19900, 199900],
        unit: '块',
      },
    ],
  },
  {
    name: '家居',
    leaves: [
      {
        name: '杯具',
        hue: 30,
        shape: 'circle',
        items: ['陶瓷马克杯', '保温杯', '玻璃水杯', '咖啡杯碟套装', '便携随行杯', '儿童学饮杯', '骨瓷茶杯'],
        specs: [{ name: '容量', values: ['350ml', '500ml'] }],
        price: [1900, 15900],
        unit: '个',
      },
      {
        name: '收纳',
        hue: 45,
        shape: 'square',
        items: ['衣物收纳箱', '桌面收纳盒', '真空压缩袋', '鞋盒', '化妆品收纳架', '抽屉分隔盒'],
        specs: [{ name: '规格', values: ['小号', '中号', '大号'] }],
        price: [990, 8900],
        unit: '个',
      },
      {
        name: '床品',
        hue: 15,
        shape: 'square',
        items: ['纯棉四件套', '蚕丝被', '乳胶枕', '夏凉被', '法兰绒毛毯'],
        specs: [{ name: '尺寸', values: ['1.5m', '1.8m'] }],
        price: [12900, 69900],
        unit: '套',
      },
    ],
  },
  {
    name: '美妆',
    leaves: [
      {
        name: '护肤',
        hue: 340,
        shape: 'diamond',
        items: ['保湿面霜', '补水精华液', '氨基酸洗面奶', '防晒乳', '修护面膜', '爽肤水', '眼霜'],
        specs: [],
        price: [5900, 39900],
        unit: '瓶',
      },
      {
        name: '彩妆',
        hue: 355,
        shape: 'diamond',
        items: ['丝绒口红', '气垫粉底', '眼影盘', '睫毛膏', '腮红', '眉笔'],
        specs: [{ name: '色号', values: ['01', '02', '03'] }],
        price: [4900, 29900],
        unit: '支',
      },
    ],
  },
  {
    name: '食品',
    leaves: [
      {
        name: '零食',
        hue: 60,
        shape: 'circle',
        items: ['每日坚果', '牛肉干', '手工曲奇', '海苔脆', '黑巧克力', '芒果干', '山楂条', '薯片礼包'],
        specs: [{ name: '规格', values: ['单袋', '整箱'] }],
        price: [990, 12900],
        unit: '袋',
      },
      {
        name: '饮品',
        hue: 120,
        shape: 'circle',
        items: ['冷萃咖啡', '柠檬茶', '椰子水', '燕麦奶', '乌龙茶包', '气泡水'],
        specs: [],
        price: [590, 9900],
        unit: '瓶',
      },
    ],
  },
];

const HARBOUR: Top[] = [
  {
    name: '海鲜',
    leaves: [
      {
        name: '鱼类',
        hue: 200,
        shape: 'diamond',
        items: ['冰鲜三文鱼', '大黄鱼', '银鳕鱼', '带鱼段', '鲈鱼', '金枪鱼刺身'],
        specs: [{ name: '重量', values: ['500g', '1kg'] }],
        price: [3900, 25900],
        unit: '份',
      },
      {
        name: '虾蟹',
        hue: 10,
        shape: 'diamond',
        items: ['阿根廷红虾', '大闸蟹', '基围虾', '帝王蟹腿', '小龙虾'],
        specs: [{ name: '规格', values: ['小份', '大份'] }],
        price: [6900, 49900],
        unit: '份',
      },
      {
        name: '贝类',
        hue: 40,
        shape: 'circle',
        items: ['鲜活生蚝', '扇贝', '花蛤', '鲍鱼', '青口贝'],
        specs: [],
        price: [2900, 19900],
        unit: '份',
      },
    ],
  },
  {
    name: '水果',
    leaves: [
      {
        name: '进口水果',
        hue: 330,
        shape: 'circle',
        items: ['智利车厘子', '新西兰奇异果', '泰国榴莲', '菲律宾香蕉', '美国蓝莓', '越南火龙果'],
        specs: [{ name: '规格', values: ['3斤装', '5斤装'] }],
        price: [3900, 19900],
        unit: '箱',
      },
      {
        name: '国产水果',
        hue: 90,
        shape: 'circle',
        items: ['赣南脐橙', '烟台苹果', '海南芒果', '砀山梨', '阳光玫瑰葡萄', '丹东草莓'],
        specs: [{ name: '规格', values: ['3斤装', '5斤装'] }],
        price: [2900, 12900],
        unit: '箱',
      },
    ],
  },
  {
    name: '蔬菜',
    leaves: [
      {
        name: '叶菜',
        hue: 110,
        shape: 'square',
        items: ['有机菠菜', '生菜', '小油菜', '空心菜', '茼蒿'],
        specs: [],
        price: [390, 1590],
        unit: '份',
      },
      {
        name: '根茎',
        hue: 35,
        shape: 'square',
        items: ['土豆', '胡萝卜', '山药', '莲藕', '红薯'],
        specs: [],
        price: [390, 2590],
        unit: '份',
      },
    ],
  },
  {
    name: '肉禽',
    leaves: [
      {
        name: '猪肉',
        hue: 0,
        shape: 'square',
        items: ['黑猪五花肉', '猪里脊', '猪小排', '猪蹄'],
        specs: [{ name: '重量', values: ['500g', '1kg'] }],
        price: [2900, 8900],
        unit: '份',
      },
      {
        name: '牛羊肉',
        hue: 20,
        shape: 'square',
        items: ['澳洲牛排', '牛腱子', '羊肉卷', '羊排'],
        specs: [{ name: '重量', values: ['500g', '1kg'] }],
        price: [5900, 22900],
        unit: '份',
      },
    ],
  },
];

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

async function picture(tx: Tx, storage: FileStorage, companyId: number, groupId: number, leaf: Leaf) {
  const data = productPicture(leaf.hue, leaf.shape);
  const key = `c${companyId}/image/${randomUUID()}.png`;
  await storage.put(key, data, 'image/png');
  const url = storage.publicUrl(key);
  await tx.insert(mediaFiles).values({
    companyId,
    groupId,
    name: `${leaf.name}.png`,
    kind: 'image',
    mime: 'image/png',
    size: data.length,
    storageKey: key,
    url,
  });
  return url;
}

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
      const url = await picture(tx, storage, companyId, group!.id, leaf);
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
  await seedCatalogue(tx, storage, companies.sunrise, SUNRISE, ['', ' 升级款'], 7);
  await seedCatalogue(tx, storage, companies.harbour, HARBOUR, [''], 11);
}
