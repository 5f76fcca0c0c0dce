import ExcelJS from 'exceljs';
import type { Lang } from '../../../i18n/messages.ts';
import { SHEET_COLUMNS } from './sheet.ts';

/** The import template: the sheet's columns and a few sample rows in the reader's language. */
export async function importTemplate(lang: Lang) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(lang === 'zh' ? '商品' : 'Products');
  sheet.columns = SHEET_COLUMNS.map((c) => ({ header: c[lang], key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  const sample = lang === 'zh' ? TEMPLATE_ROWS_ZH : TEMPLATE_ROWS_EN;
  for (const row of sample) sheet.addRow(row);
  const buffer = await book.xlsx.writeBuffer();
  const ascii = 'product-import-template.xlsx';
  const filename = { exact: lang === 'zh' ? '商品导入模板.xlsx' : ascii, ascii };
  return { buffer: Buffer.from(buffer), filename };
}

const TEMPLATE_ROWS_ZH = [
  {
    handle: 'T1',
    name: '纯棉T恤',
    category: '',
    unit: '件',
    summary: '透气舒适',
    keywords: 'T恤',
    onShelf: '是',
    spec: '颜色:白;尺码:M',
    price: '59.00',
    originalPrice: '79.00',
    cost: '30.00',
    stock: 100,
  },
  { handle: 'T1', spec: '颜色:白;尺码:L', price: '59.00', stock: 80 },
  { handle: 'T1', spec: '颜色:黑;尺码:M', price: '62.00', stock: 60 },
  { handle: 'T1', spec: '颜色:黑;尺码:L', price: '62.00', stock: 40 },
  { handle: 'T2', name: '保温杯', unit: '个', onShelf: '否', price: '39.90', cost: '18.00', stock: 200 },
];

const TEMPLATE_ROWS_EN = [
  {
    handle: 'T1',
    name: 'Cotton T-shirt',
    category: '',
    unit: 'pc',
    summary: 'Breathable and soft',
    keywords: 't-shirt',
    onShelf: 'yes',
    spec: 'Colour:White;Size:M',
    price: '59.00',
    originalPrice: '79.00',
    cost: '30.00',
    stock: 100,
  },
  { handle: 'T1', spec: 'Colour:White;Size:L', price: '59.00', stock: 80 },
  { handle: 'T1', spec: 'Colour:Black;Size:M', price: '62.00', stock: 60 },
  { handle: 'T1', spec: 'Colour:Black;Size:L', price: '62.00', stock: 40 },
  {
    handle: 'T2',
    name: 'Vacuum flask',
    unit: 'pc',
    onShelf: 'no',
    price: '39.90',
    cost: '18.00',
    stock: 200,
  },
];
