import type { Lang } from '../../../i18n/messages.ts';

/** The columns of the product spreadsheet: one row per SKU, rows of one product share a handle. */
export const SHEET_COLUMNS = [
  { key: 'handle', zh: '商品编码', en: 'Handle', width: 14 },
  { key: 'name', zh: '商品名称', en: 'Name', width: 28 },
  { key: 'category', zh: '分类', en: 'Category', width: 20 },
  { key: 'unit', zh: '单位', en: 'Unit', width: 8 },
  { key: 'summary', zh: '简介', en: 'Summary', width: 24 },
  { key: 'keywords', zh: '关键词', en: 'Keywords', width: 16 },
  { key: 'image', zh: '主图', en: 'Image', width: 30 },
  { key: 'onShelf', zh: '上架', en: 'On shelf', width: 8 },
  { key: 'spec', zh: '规格', en: 'Spec', width: 24 },
  { key: 'price', zh: '售价', en: 'Price', width: 10, money: true },
  { key: 'originalPrice', zh: '原价', en: 'Original price', width: 12, money: true },
  { key: 'cost', zh: '成本价', en: 'Cost', width: 10, money: true },
  { key: 'stock', zh: '库存', en: 'Stock', width: 10 },
  { key: 'weight', zh: '重量(kg)', en: 'Weight (kg)', width: 10 },
  { key: 'volume', zh: '体积(m³)', en: 'Volume (m³)', width: 10 },
  { key: 'barcode', zh: '条码', en: 'Barcode', width: 16 },
] as const;

export type SheetKey = (typeof SHEET_COLUMNS)[number]['key'];
export type SheetRow = Partial<Record<SheetKey, string>>;

export const YES: Record<Lang, string> = { zh: '是', en: 'yes' };
export const NO: Record<Lang, string> = { zh: '否', en: 'no' };

/** "颜色:红;尺码:S" — the option names and values of one SKU, in option order. */
export const formatSpec = (specs: { name: string }[], specKey: string) => {
  const values = specKey ? specKey.split(',') : [];
  return specs.map((s, i) => `${s.name}:${values[i] ?? ''}`).join(';');
};

/** Finds a column by its header in either language, ignoring case and spaces. */
export function columnOf(header: string): SheetKey | undefined {
  const norm = (s: string) => s.replace(/\s+/g, '').toLowerCase();
  const h = norm(header);
  return SHEET_COLUMNS.find((c) => norm(c.zh) === h || norm(c.en) === h)?.key;
}
