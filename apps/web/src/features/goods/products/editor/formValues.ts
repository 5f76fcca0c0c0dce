import {
  type Category,
  PRODUCT_FLAGS,
  type ProductBody,
  type ProductDetail,
  type ProductFlag,
  type Sku,
  type SpecOption,
} from '../../api.ts';
import { decimalOrZero } from './decimal.ts';
import { emptySku, type SkuValues, usableOptions } from './skuMatrix.ts';

/** What the editor's form holds; `toBody` turns it into the request. */
export interface EditorValues {
  name: string;
  summary: string;
  keywords: string;
  unit: string;
  categoryPath: number[];
  freightTemplateId: number | null;
  flags: ProductFlag[];
  sort: number | null;
  virtualSales: number | null;
  giftPoints: number | null;
  onShelf: boolean;
  image: string | null;
  gallery: string[];
  video: string | null;
  description: string;
  specType: 'single' | 'multi';
  specs: SpecOption[];
  skus: SkuValues[];
}

export const newProductValues = (): EditorValues => ({
  name: '',
  summary: '',
  keywords: '',
  unit: '件',
  categoryPath: [],
  freightTemplateId: null,
  flags: [],
  sort: 0,
  virtualSales: 0,
  giftPoints: 0,
  onShelf: false,
  image: null,
  gallery: [],
  video: null,
  description: '',
  specType: 'single',
  specs: [],
  skus: [emptySku('')],
});

/**
 * The cascader path of a category: [parent, child] or [top].
 * @internal
 */
export function categoryPath(categories: readonly Category[], id: number | null): number[] {
  const category = id === null ? undefined : categories.find((item) => item.id === id);
  if (!category) return id === null ? [] : [id];
  return category.parentId === 0 ? [category.id] : [category.parentId, category.id];
}

/** Optional decimals that are zero show as empty fields (and travel back as "0"). */
const blankZero = (text: string): string => (/^0+(\.0+)?$/.test(text) ? '' : text);

const skuValues = (sku: ProductDetail['skus'][number]): SkuValues => ({
  id: sku.id,
  specKey: sku.specKey,
  image: sku.image,
  price: sku.price,
  originalPrice: blankZero(sku.originalPrice),
  cost: blankZero(sku.cost),
  stock: sku.stock,
  weight: blankZero(sku.weight),
  volume: blankZero(sku.volume),
  barcode: sku.barcode,
  commission1: blankZero(sku.commission1),
  commission2: blankZero(sku.commission2),
});

export function toFormValues(product: ProductDetail, categories: readonly Category[]): EditorValues {
  return {
    name: product.name,
    summary: product.summary,
    keywords: product.keywords,
    unit: product.unit,
    categoryPath: categoryPath(categories, product.categoryId),
    freightTemplateId: product.freightTemplateId,
    flags: PRODUCT_FLAGS.filter((flag) => product[flag]),
    sort: product.sort,
    virtualSales: product.virtualSales,
    giftPoints: product.giftPoints,
    onShelf: product.onShelf,
    image: product.image,
    gallery: product.gallery,
    video: product.video,
    description: product.description,
    specType: product.specType,
    specs: product.specs,
    skus: product.skus.length > 0 ? product.skus.map(skuValues) : [emptySku('')],
  };
}

const skuBody = (sku: SkuValues, specKey: string): Sku => ({
  specKey,
  image: sku.image ?? null,
  price: (sku.price ?? '').trim(),
  originalPrice: decimalOrZero(sku.originalPrice),
  cost: decimalOrZero(sku.cost),
  stock: sku.stock ?? 0,
  weight: decimalOrZero(sku.weight),
  volume: decimalOrZero(sku.volume),
  barcode: (sku.barcode ?? '').trim(),
  commission1: decimalOrZero(sku.commission1),
  commission2: decimalOrZero(sku.commission2),
});

export function toBody(values: EditorValues): ProductBody {
  const multi = values.specType === 'multi';
  const skus = multi ? values.skus : values.skus.slice(0, 1);
  return {
    name: values.name.trim(),
    summary: (values.summary ?? '').trim(),
    keywords: (values.keywords ?? '').trim(),
    unit: (values.unit ?? '').trim(),
    categoryId: values.categoryPath?.at(-1) ?? null,
    freightTemplateId: values.freightTemplateId ?? null,
    isHot: values.flags.includes('isHot'),
    isBest: values.flags.includes('isBest'),
    isNew: values.flags.includes('isNew'),
    isRecommend: values.flags.includes('isRecommend'),
    sort: values.sort ?? 0,
    virtualSales: values.virtualSales ?? 0,
    giftPoints: values.giftPoints ?? 0,
    onShelf: values.onShelf,
    image: values.image ?? null,
    gallery: values.gallery ?? [],
    video: values.video ?? null,
    description: values.description ?? '',
    specType: values.specType,
    specs: multi ? usableOptions(values.specs) : [],
    skus: skus.map((sku) => skuBody(sku, multi ? sku.specKey : '')),
  };
}

const FIELD_ALIASES: Record<string, (string | number)[]> = {
  categoryId: ['categoryPath'],
  isHot: ['flags'],
  isBest: ['flags'],
  isNew: ['flags'],
  isRecommend: ['flags'],
};

/** Where a server field error (`skus.0.price`, `specs.1.values.0`) shows in the form. */
export function formFieldPath(field: string): (string | number)[] {
  const alias = FIELD_ALIASES[field];
  if (alias) return alias;
  const path = field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  if (path[0] === 'specs' && path[2] === 'values') return path.slice(0, 3);
  if (path[0] === 'gallery') return ['gallery'];
  return path;
}
