import ExcelJS from 'exceljs';
import type { Lang } from '../../../i18n/messages.ts';
import { NO, SHEET_COLUMNS, YES } from './sheet.ts';

/** The import template: the sheet's columns and a few sample rows in the reader's language. */
export async function importTemplate(lang: Lang) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(lang === 'zh' ? '商品' : 'Products');
  sheet.columns = SHEET_COLUMNS.map((c) => ({ header: c[lang], key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of sampleRows(lang)) sheet.addRow(row);
  const buffer = await book.xlsx.writeBuffer();
  const ascii = 'product-import-template.xlsx';
  const filename = { exact: lang === 'zh' ? '商品导入模板.xlsx' : ascii, ascii };
  return { buffer: Buffer.from(buffer), filename };
}

/** The sample's words in both languages; handles, prices and stock are the same in either. */
const WORDS = {
  tee: { zh: '纯棉T恤', en: 'Cotton T-shirt' },
  teeUnit: { zh: '件', en: 'pc' },
  teeSummary: { zh: '透气舒适', en: 'Breathable and soft' },
  teeKeywords: { zh: 'T恤', en: 't-shirt' },
  flask: { zh: '保温杯', en: 'Vacuum flask' },
  flaskUnit: { zh: '个', en: 'pc' },
  colour: { zh: '颜色', en: 'Colour' },
  size: { zh: '尺码', en: 'Size' },
  white: { zh: '白', en: 'White' },
  black: { zh: '黑', en: 'Black' },
} satisfies Record<string, Record<Lang, string>>;

/** A few sample rows in the reader's language: a T-shirt of four SKUs and a flask of one. */
function sampleRows(lang: Lang) {
  const word = (key: keyof typeof WORDS) => WORDS[key][lang];
  const spec = (colour: 'white' | 'black', size: string) =>
    `${word('colour')}:${word(colour)};${word('size')}:${size}`;
  return [
    {
      handle: 'T1',
      name: word('tee'),
      category: '',
      unit: word('teeUnit'),
      summary: word('teeSummary'),
      keywords: word('teeKeywords'),
      onShelf: YES[lang],
      spec: spec('white', 'M'),
      price: '59.00',
      originalPrice: '79.00',
      cost: '30.00',
      stock: 100,
    },
    { handle: 'T1', spec: spec('white', 'L'), price: '59.00', stock: 80 },
    { handle: 'T1', spec: spec('black', 'M'), price: '62.00', stock: 60 },
    { handle: 'T1', spec: spec('black', 'L'), price: '62.00', stock: 40 },
    {
      handle: 'T2',
      name: word('flask'),
      unit: word('flaskUnit'),
      onShelf: NO[lang],
      price: '39.90',
      cost: '18.00',
      stock: 200,
    },
  ];
}
