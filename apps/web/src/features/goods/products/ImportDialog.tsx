import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Result, Table, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { saveBlob } from '../../../components/crud/download.ts';
import { quietly } from '../../../components/crud/quietly.ts';
import { notifyError, notifySuccess } from '../../../http/notify.ts';
import { useProductT } from './i18n.ts';
import { type ImportReport, importReport, isXlsx } from './importReport.ts';
import { downloadImportTemplate, importProducts } from './productApi.ts';

export interface ImportDialogProps {
  open: boolean;
  onClose(): void;
  onImported(): void;
}

type Busy = 'template' | 'check' | 'import' | null;

/** Template, dry run with every bad cell listed, then the all-or-nothing import of the same file. */
export function ImportDialog({ open, onClose, onImported }: ImportDialogProps) {
  const t = useProductT();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [imported, setImported] = useState<number | null>(null);
  const [busy, setBusy] = useState<Busy>(null);

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setReport(null);
    setImported(null);
  }, [open]);

  const run = async (step: Exclude<Busy, null>, action: () => Promise<void>) => {
    setBusy(step);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };

  const template = () =>
    run('template', async () => saveBlob(await downloadImportTemplate(), t('import.templateFile')));

  const check = (chosen: File) =>
    run('check', async () => setReport(importReport(await importProducts(chosen, true))));

  const commit = (chosen: File) =>
    run('import', async () => {
      const result = await importProducts(chosen, false);
      if (result.errors.length > 0) {
        setReport(importReport({ ...result, dryRun: true }));
        return;
      }
      setImported(result.imported);
      setReport(null);
      notifySuccess(t('import.imported', { count: result.imported }));
      onImported();
    });

  const choose = (chosen: File) => {
    if (!isXlsx(chosen.name)) {
      notifyError(t('import.onlyXlsx'));
      return Upload.LIST_IGNORE;
    }
    setFile(chosen);
    setReport(null);
    setImported(null);
    return false;
  };

  return (
    <Modal
      open={open}
      title={t('import.title')}
      onCancel={onClose}
      width={720}
      data-testid="import-dialog"
      footer={[
        <Button key="close" onClick={onClose} data-testid="import-close">
          {t('import.close')}
        </Button>,
        <Button
          key="check"
          disabled={!file || imported !== null}
          loading={busy === 'check'}
          onClick={() => file && quietly(check(file))}
          data-testid="import-check"
        >
          {t('import.check')}
        </Button>,
        <Button
          key="run"
          type="primary"
          disabled={!file || !report?.canImport}
          loading={busy === 'import'}
          onClick={() => file && quietly(commit(file))}
          data-testid="import-run"
        >
          {t('import.run')}
        </Button>,
      ]}
    >
      <div className="hh-product-import">
        <Typography.Text>{t('import.step1')}</Typography.Text>
        <div>
          <Button
            icon={<DownloadOutlined />}
            loading={busy === 'template'}
            onClick={() => quietly(template())}
            data-testid="import-template"
          >
            {t('import.template')}
          </Button>
        </div>
        <Typography.Text>{t('import.step2')}</Typography.Text>
        <Upload
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          maxCount={1}
          beforeUpload={choose}
          fileList={file ? [{ uid: 'chosen', name: file.name, status: 'done' }] : []}
          onRemove={() => {
            setFile(null);
            setReport(null);
            return true;
          }}
          data-testid="import-upload"
        >
          <Button icon={<UploadOutlined />}>{t('import.choose')}</Button>
        </Upload>
        {report && <ImportReportView report={report} />}
        {imported !== null && (
          <Result
            status="success"
            title={t('import.imported', { count: imported })}
            className="hh-product-import-result"
            data-testid="import-done"
          />
        )}
      </div>
    </Modal>
  );
}

function ImportReportView({ report }: { report: ImportReport }) {
  const t = useProductT();
  const summary = t('import.summary', { products: report.products, skus: report.skus });
  if (report.errors.length === 0) {
    return (
      <Alert
        type="success"
        showIcon
        title={summary}
        description={t('import.ok')}
        data-testid="import-report"
        data-ok="true"
      />
    );
  }
  return (
    <div data-testid="import-report" data-ok="false">
      <Alert
        type="error"
        showIcon
        title={summary}
        description={t('import.errors', { count: report.errors.length, rows: report.badRows })}
      />
      <Table
        rowKey="key"
        size="small"
        className="hh-product-import-errors"
        dataSource={report.errors}
        pagination={false}
        scroll={{ y: 260 }}
        columns={[
          { title: t('import.row'), dataIndex: 'row', width: 72 },
          { title: t('import.column'), dataIndex: 'column', width: 140 },
          { title: t('import.message'), dataIndex: 'message' },
        ]}
        data-testid="import-errors"
      />
    </div>
  );
}
