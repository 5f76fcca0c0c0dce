import { describe, expect, it } from 'vitest';
import { importReport } from './importReport.ts';

describe('importReport', () => {
  it('lists every problem by row and column, counting the rows', () => {
    const report = importReport({
      dryRun: true,
      products: 3,
      skus: 3,
      imported: 0,
      errors: [
        { row: 4, column: '价格', message: '金额格式不正确' },
        { row: 2, column: '名称', message: '必填' },
        { row: 4, column: '分类', message: '分类不存在' },
      ],
    });
    expect(report.errors.map((e) => [e.row, e.column])).toEqual([
      [2, '名称'],
      [4, '价格'],
      [4, '分类'],
    ]);
    expect(new Set(report.errors.map((e) => e.key)).size).toBe(3);
    expect(report.badRows).toBe(2);
    expect(report.canImport).toBe(false);
  });

  it('allows the import only after a clean dry run with products', () => {
    const clean = { dryRun: true, products: 2, skus: 4, imported: 0, errors: [] };
    expect(importReport(clean).canImport).toBe(true);
    expect(importReport({ ...clean, products: 0, skus: 0 }).canImport).toBe(false);
    expect(importReport({ ...clean, dryRun: false, imported: 2 }).canImport).toBe(false);
  });
});
