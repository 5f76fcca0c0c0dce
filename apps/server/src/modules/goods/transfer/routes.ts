import {
  goodsTransferContract as contract,
  PRODUCT_DOWNLOAD_URL,
  PRODUCT_IMPORT_TEMPLATE_URL,
  PRODUCT_IMPORT_URL,
  productFilterQuery,
} from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { company } from '../../../lib/access.ts';
import { typed } from '../../../lib/app-types.ts';
import { readUpload, UPLOAD_KINDS } from '../../../lib/uploads.ts';
import { companyCtx } from '../../../plugins/auth.ts';
import { attachment, sendXlsx, XLSX_TYPE } from '../../../plugins/xlsx.ts';
import { importProducts } from './import.ts';
import { cell, type ExportRow, exportBatch, exportCategoryPaths } from './service.ts';
import { SHEET_COLUMNS } from './sheet.ts';
import { importTemplate } from './template.ts';

export function transferRoutes(app: FastifyInstance) {
  const r = typed(app);

  r.get(PRODUCT_DOWNLOAD_URL, {
    config: { access: company('product:list') },
    schema: { tags: ['goods'], querystring: productFilterQuery },
    handler: async (req, reply) => {
      const ctx = companyCtx(req);
      const filter = { ...req.query, createTime: req.query.createTime as [Date, Date] | undefined };
      const paths = await exportCategoryPaths(ctx);
      const extra = [
        { header: { zh: '销量', en: 'Sales' }, value: (row: ExportRow) => row.product.sales },
        { header: { zh: '创建时间', en: 'Created' }, value: (row: ExportRow) => row.product.createdAt },
      ];
      return sendXlsx<ExportRow>(req, reply, {
        ctx,
        title: { zh: '商品列表', en: 'Products' },
        columns: [
          ...SHEET_COLUMNS.map((c) => ({
            header: { zh: c.zh, en: c.en },
            width: c.width,
            format: 'money' in c ? ('money' as const) : undefined,
            value: (row: ExportRow) => cell(c.key, row, req.lang, paths),
          })),
          ...extra,
        ],
        batch: (after) => exportBatch(ctx, filter, after),
      });
    },
  });

  r.get(PRODUCT_IMPORT_TEMPLATE_URL, {
    config: { access: company('product:add') },
    schema: { tags: ['goods'] },
    handler: async (req, reply) => {
      const { buffer, filename } = await importTemplate(req.lang);
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', attachment(filename))
        .send(buffer);
    },
  });

  r.post(PRODUCT_IMPORT_URL, {
    config: { access: company('product:add') },
    schema: {
      tags: ['goods'],
      consumes: ['multipart/form-data'],
      querystring: contract.importQuery,
      response: { 200: contract.importReport },
    },
    handler: async (req) => {
      const ctx = companyCtx(req);
      const file = await readUpload(req, UPLOAD_KINDS.spreadsheet, `c${ctx.principal.companyId}`);
      return importProducts(ctx, req.lang, file.buffer, req.query.dryRun === 'true');
    },
  });
}
