import { and, desc, inArray, lt } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import type { Lang } from '../../i18n/messages.ts';
import { company } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { readUpload, UPLOAD_KINDS } from '../../lib/uploads.ts';
import { EXPORT_BATCH, sendXlsx } from '../../lib/xlsx.ts';
import { companyCtx } from '../../plugins/auth.ts';
import { importProducts } from './product-import.ts';
import { productFilterQuery } from './product-query.ts';
import { categoryPaths, productWhere } from './product-service.ts';
import { formatSpec, NO, SHEET_COLUMNS, type SheetKey, YES } from './product-sheet.ts';
import { productSkus, products } from './schema.ts';

type Product = typeof products.$inferSelect;
type Sku = typeof productSkus.$inferSelect;
interface ExportRow {
  product: Product;
  sku: Sku;
}

function cell(key: SheetKey, { product, sku }: ExportRow, lang: Lang, paths: Map<number, string>) {
  switch (key) {
    case 'handle':
      return String(product.id);
    case 'category':
      return product.categoryId ? (paths.get(product.categoryId) ?? '') : '';
    case 'onShelf':
      return product.onShelf ? YES[lang] : NO[lang];
    case 'spec':
      return product.specType === 'multi' ? formatSpec(product.specs, sku.specKey) : '';
    case 'name':
    case 'unit':
    case 'summary':
    case 'keywords':
      return product[key];
    case 'image':
      return product.image ?? '';
    case 'stock':
      return sku.stock;
    default:
      return sku[key];
  }
}

export function productSheetRoutes(app: FastifyInstance) {
  const r = typed(app);

  r.get('/api/product/download', {
    config: { access: company('product:list') },
    schema: { tags: ['goods'], querystring: productFilterQuery },
    handler: async (req, reply) => {
      const ctx = companyCtx(req);
      const filter = req.query as z.output<typeof productFilterQuery>;
      const paths = await inCompany(ctx, categoryPaths);
      const extra = [
        { header: { zh: '销量', en: 'Sales' }, value: (row: ExportRow) => row.product.sales },
        { header: { zh: '创建时间', en: 'Created' }, value: (row: ExportRow) => row.product.createdAt },
      ];
      return sendXlsx<ExportRow>(req, reply, {
        title: { zh: '商品', en: 'Products' },
        columns: [
          ...SHEET_COLUMNS.map((c) => ({
            header: { zh: c.zh, en: c.en },
            width: c.width,
            value: (row: ExportRow) => cell(c.key, row, req.lang, paths),
          })),
          ...extra,
        ],
        batch: (after) =>
          inCompany(ctx, async (tx) => {
            const { where } = await productWhere(tx, {
              ...filter,
              createTime: filter.createTime as [Date, Date] | undefined,
            });
            const page = await tx
              .select()
              .from(products)
              .where(and(where, after ? lt(products.id, after.product.id) : undefined))
              .orderBy(desc(products.id))
              .limit(EXPORT_BATCH / 4);
            if (page.length === 0) return [];
            const skus = await tx
              .select()
              .from(productSkus)
              .where(
                inArray(
                  productSkus.productId,
                  page.map((p) => p.id),
                ),
              )
              .orderBy(productSkus.id);
            return page.flatMap((product) =>
              skus.filter((s) => s.productId === product.id).map((sku) => ({ product, sku })),
            );
          }),
      });
    },
  });

  r.get('/api/product/importTemplate', {
    config: { access: company('product:add') },
    schema: { tags: ['goods'] },
    handler: async (req, reply) => {
      const lang = req.lang;
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet(lang === 'zh' ? '商品' : 'Products');
      sheet.columns = SHEET_COLUMNS.map((c) => ({ header: c[lang], key: c.key, width: c.width }));
      sheet.getRow(1).font = { bold: true };
      const sample = lang === 'zh' ? TEMPLATE_ROWS_ZH : TEMPLATE_ROWS_EN;
      for (const row of sample) sheet.addRow(row);
      const buffer = await book.xlsx.writeBuffer();
      const filename = lang === 'zh' ? '商品导入模板.xlsx' : 'product-import-template.xlsx';
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'content-disposition',
          `attachment; filename="template.xlsx"; filename*=UTF-8''${encodeURIComponent(filename)}`,
        )
        .send(Buffer.from(buffer));
    },
  });

  r.post('/api/product/import', {
    config: { access: company('product:add') },
    schema: {
      tags: ['goods'],
      consumes: ['multipart/form-data'],
      querystring: z.object({ dryRun: z.enum(['true', 'false']).default('true') }),
      response: {
        200: z.object({
          dryRun: z.boolean(),
          products: z.number(),
          skus: z.number(),
          imported: z.number(),
          errors: z.array(z.object({ row: z.number(), column: z.string(), message: z.string() })),
        }),
      },
    },
    handler: async (req) => {
      const ctx = companyCtx(req);
      const file = await readUpload(req, UPLOAD_KINDS.spreadsheet, `c${ctx.principal.companyId}`);
      return importProducts(ctx, req.lang, file.buffer, req.query.dryRun === 'true');
    },
  });
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
