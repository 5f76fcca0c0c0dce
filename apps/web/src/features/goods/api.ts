import type { Page } from '@hh/shared';
import { unchecked } from '../../http/client.ts';

export const CATEGORY_URL = '/api/goodsCategory';
export const PRODUCT_URL = '/api/product';
export const SPEC_TEMPLATE_URL = '/api/specTemplate';
export const FREIGHT_URL = '/api/freightTemplate';

export const PRODUCT_TABS = ['onSale', 'warehouse', 'soldOut', 'lowStock', 'recycle'] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];
export type ProductFlag = 'isHot' | 'isBest' | 'isNew' | 'isRecommend';
export const PRODUCT_FLAGS: readonly ProductFlag[] = ['isHot', 'isBest', 'isNew', 'isRecommend'];

export interface Category {
  id: number;
  parentId: number;
  name: string;
  pic: string | null;
  sort: number;
  isShow: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface SpecOption {
  name: string;
  values: string[];
}

/** Money, weight and volume travel as decimal strings ("12.50"), never as floats. */
export interface Sku {
  id?: number;
  specKey: string;
  image: string | null;
  price: string;
  originalPrice: string;
  cost: string;
  stock: number;
  weight: string;
  volume: string;
  barcode: string;
  commission1: string;
  commission2: string;
}

export interface ProductRow {
  id: number;
  name: string;
  summary: string;
  keywords: string;
  unit: string;
  image: string | null;
  gallery: string[];
  video: string | null;
  categoryId: number | null;
  isHot: boolean;
  isBest: boolean;
  isNew: boolean;
  isRecommend: boolean;
  sort: number;
  virtualSales: number;
  giftPoints: number;
  freightTemplateId: number | null;
  onShelf: boolean;
  isDeleted: boolean;
  specType: 'single' | 'multi';
  specs: SpecOption[];
  price: string;
  stock: number;
  sales: number;
  createdAt: string;
  updatedAt: string;
}

export interface ProductDetail extends ProductRow {
  description: string;
  skus: Required<Sku>[];
}

/** What POST /api/product takes (PUT adds `id`); price and stock come from the SKUs. */
export type ProductBody = Omit<
  ProductRow,
  'id' | 'isDeleted' | 'price' | 'stock' | 'sales' | 'createdAt' | 'updatedAt'
> & { description: string; skus: Sku[] };

export interface ProductQuery {
  tab: ProductTab;
  blurry?: string;
  categoryId?: number;
  priceMin?: string;
  priceMax?: string;
  flag?: ProductFlag;
  createTime?: [string, string];
}

export type TabCounts = Record<ProductTab, number>;

export interface SpecTemplate {
  id: number;
  name: string;
  specs: SpecOption[];
  sort: number;
}

export interface FreightTemplateSummary {
  id: number;
  name: string;
  chargeBy: 'piece' | 'weight' | 'volume';
  isDefault: boolean;
}

export const fetchCategories = () =>
  unchecked.get<Page<Category>>(CATEGORY_URL, { page: 0, size: 1000, sort: 'sort,asc' });

export const fetchProduct = (id: number) => unchecked.get<ProductDetail>(`${PRODUCT_URL}/${id}`);

export const fetchSpecTemplates = () =>
  unchecked.get<Page<SpecTemplate>>(SPEC_TEMPLATE_URL, { page: 0, size: 1000, sort: 'sort,asc' });

export const fetchFreightTemplates = () =>
  unchecked.get<Page<FreightTemplateSummary>>(FREIGHT_URL, { page: 0, size: 1000, sort: 'sort,asc' });
