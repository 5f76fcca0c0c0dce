import type { goodsTransferContract, importError, Wire } from '@hh/shared';

type ImportError = Wire<typeof importError>;

/** What `POST /api/product/import?dryRun=…` answers. */
export type ImportResult = Wire<typeof goodsTransferContract.importReport>;

export interface ImportReport {
  products: number;
  skus: number;
  /** Every problem, by row then column, each with a key for the table. */
  errors: (ImportError & { key: string })[];
  /** How many distinct rows have a problem. */
  badRows: number;
  /** A dry run without problems: the same file may now be imported. */
  canImport: boolean;
}

/** Shapes a dry run's answer for the import dialog. */
export function importReport(result: ImportResult): ImportReport {
  const errors = [...result.errors]
    .sort((a, b) => a.row - b.row || a.column.localeCompare(b.column))
    .map((error, index) => ({ ...error, key: `${error.row}-${error.column}-${index}` }));
  return {
    products: result.products,
    skus: result.skus,
    errors,
    badRows: new Set(errors.map((error) => error.row)).size,
    canImport: result.dryRun && errors.length === 0 && result.products > 0,
  };
}
