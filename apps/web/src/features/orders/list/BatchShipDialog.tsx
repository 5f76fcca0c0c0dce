import { fileNameOf, saveBlob } from '../../../components/crud/download.ts';
import { SheetReport } from '../../../components/sheet/SheetReport.tsx';
import { SheetUploadDialog, sheetTexts } from '../../../components/sheet/SheetUploadDialog.tsx';
import { type BatchShipReport, batchShip, downloadBatchTemplate } from '../api.ts';
import { useOrdersT } from '../i18n.ts';

export interface BatchShipDialogProps {
  open: boolean;
  onClose(): void;
  onShipped(): void;
}

/** Upload an xlsx (order code, courier company, tracking number), dry run listing every bad row, then ship. */
export function BatchShipDialog({ open, onClose, onShipped }: BatchShipDialogProps) {
  const t = useOrdersT();
  return (
    <SheetUploadDialog<BatchShipReport>
      open={open}
      onClose={onClose}
      name="batch"
      testId="batch-ship-dialog"
      texts={{
        ...sheetTexts((word) => t(`batch.${word}`)),
        done: (count) => t('batch.done', { count }),
      }}
      template={async () => {
        const file = await downloadBatchTemplate();
        saveBlob(file.blob, fileNameOf(file.disposition) ?? t('batch.templateFile'));
      }}
      check={(file) => batchShip(file, true)}
      run={async (file) => {
        const result = await batchShip(file, false);
        return result.problems.length > 0 ? { report: result } : { done: result.shipped };
      }}
      ready={(report) => report.problems.length === 0 && report.rows > 0}
      report={(report) => <BatchReport report={report} />}
      onDone={onShipped}
    />
  );
}

function BatchReport({ report }: { report: BatchShipReport }) {
  const t = useOrdersT();
  const bad = new Set(report.problems.map((problem) => problem.row)).size;
  return (
    <SheetReport
      name="batch"
      title={
        report.problems.length === 0
          ? t('batch.ok', { count: report.rows })
          : t('batch.bad', { count: report.rows, bad })
      }
      problems={report.problems}
      rowKey={(problem) => `${problem.row}-${problem.problem}`}
      columns={[
        { title: t('batch.row'), dataIndex: 'row', width: 64 },
        { title: t('batch.code'), dataIndex: 'code', width: 180 },
        { title: t('batch.message'), dataIndex: 'message' },
      ]}
    />
  );
}
