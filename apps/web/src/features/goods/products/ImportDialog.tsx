import { saveBlob } from '../../../components/crud/download.ts';
import { SheetReport } from '../../../components/sheet/SheetReport.tsx';
import { SheetUploadDialog, sheetTexts } from '../../../components/sheet/SheetUploadDialog.tsx';
import { useProductT } from './i18n.ts';
import { type ImportReport, importReport } from './importReport.ts';
import { downloadImportTemplate, importProducts } from './productApi.ts';

export interface ImportDialogProps {
  open: boolean;
  onClose(): void;
  onImported(): void;
}

/** Template, dry run with every bad cell listed, then the all-or-nothing import of the same file. */
export function ImportDialog({ open, onClose, onImported }: ImportDialogProps) {
  const t = useProductT();
  return (
    <SheetUploadDialog<ImportReport>
      open={open}
      onClose={onClose}
      name="import"
      testId="import-dialog"
      texts={{
        ...sheetTexts((word) => t(`import.${word}`)),
        step2: t('import.step2'),
        done: (count) => t('import.imported', { count }),
      }}
      template={async () => saveBlob(await downloadImportTemplate(), t('import.templateFile'))}
      check={async (file) => importReport(await importProducts(file, true))}
      run={async (file) => {
        const result = await importProducts(file, false);
        return result.errors.length > 0
          ? { report: importReport({ ...result, dryRun: true }) }
          : { done: result.imported };
      }}
      ready={(report) => report.canImport}
      report={(report) => <ImportReportView report={report} />}
      onDone={onImported}
      doneClassName="hh-product-import-result"
    />
  );
}

function ImportReportView({ report }: { report: ImportReport }) {
  const t = useProductT();
  return (
    <SheetReport
      name="import"
      title={t('import.summary', { products: report.products, skus: report.skus })}
      description={
        report.errors.length === 0
          ? t('import.ok')
          : t('import.errors', { count: report.errors.length, rows: report.badRows })
      }
      problems={report.errors}
      rowKey={(error) => error.key}
      tableClassName="hh-product-import-errors"
      columns={[
        { title: t('import.row'), dataIndex: 'row', width: 72 },
        { title: t('import.column'), dataIndex: 'column', width: 140 },
        { title: t('import.message'), dataIndex: 'message' },
      ]}
    />
  );
}
