import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Result, Table, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { fileNameOf, saveBlob } from '../../../components/crud/download.ts';
import { quietly } from '../../../components/crud/quietly.ts';
import { notifyError, notifySuccess } from '../../../http/notify.ts';
import { type BatchShipReport, batchShip, downloadBatchTemplate } from '../api.ts';
import { useOrdersT } from '../i18n.ts';

export interface BatchShipDialogProps {
  open: boolean;
  onClose(): void;
  onShipped(): void;
}

const isXlsx = (name: string): boolean => /\.xlsx$/i.test(name.trim());

/** Upload an xlsx (order code, courier company, tracking number), dry run listing every bad row, then ship. */
export function BatchShipDialog({ open, onClose, onShipped }: BatchShipDialogProps) {
  const t = useOrdersT();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<BatchShipReport | null>(null);
  const [shipped, setShipped] = useState<number | null>(null);
  const [busy, setBusy] = useState<'check' | 'run' | null>(null);
  const [downloading, setDownloading] = useState(false);

  const template = async () => {
    setDownloading(true);
    try {
      const file = await downloadBatchTemplate();
      saveBlob(file.blob, fileNameOf(file.disposition) ?? t('batch.templateFile'));
    } finally {
      setDownloading(false);
    }
  };

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setReport(null);
    setShipped(null);
  }, [open]);

  const run = async (step: 'check' | 'run', chosen: File) => {
    setBusy(step);
    try {
      const result = await batchShip(chosen, step === 'check');
      if (step === 'check' || result.problems.length > 0) {
        setReport(result);
        return;
      }
      setReport(null);
      setShipped(result.shipped);
      notifySuccess(t('batch.done', { count: result.shipped }));
      onShipped();
    } finally {
      setBusy(null);
    }
  };

  const choose = (chosen: File) => {
    if (!isXlsx(chosen.name)) {
      notifyError(t('batch.onlyXlsx'));
      return Upload.LIST_IGNORE;
    }
    setFile(chosen);
    setReport(null);
    setShipped(null);
    return false;
  };

  const ready = report !== null && report.problems.length === 0 && report.rows > 0;
  return (
    <Modal
      open={open}
      title={t('batch.title')}
      onCancel={onClose}
      width={720}
      data-testid="batch-ship-dialog"
      footer={[
        <Button key="close" onClick={onClose}>
          {t('batch.close')}
        </Button>,
        <Button
          key="check"
          disabled={!file || shipped !== null}
          loading={busy === 'check'}
          onClick={() => file && quietly(run('check', file))}
          data-testid="batch-check"
        >
          {t('batch.check')}
        </Button>,
        <Button
          key="run"
          type="primary"
          disabled={!file || !ready || shipped !== null}
          loading={busy === 'run'}
          onClick={() => file && quietly(run('run', file))}
          data-testid="batch-run"
        >
          {t('batch.run')}
        </Button>,
      ]}
    >
      <div className="hh-order-batch">
        <Typography.Text>{t('batch.step1')}</Typography.Text>
        <div>
          <Button
            icon={<DownloadOutlined />}
            loading={downloading}
            onClick={() => quietly(template())}
            data-testid="batch-template"
          >
            {t('batch.template')}
          </Button>
        </div>
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
          data-testid="batch-upload"
        >
          <Button icon={<UploadOutlined />}>{t('batch.choose')}</Button>
        </Upload>
        {report && <BatchReport report={report} />}
        {shipped !== null && (
          <Result status="success" title={t('batch.done', { count: shipped })} data-testid="batch-done" />
        )}
      </div>
    </Modal>
  );
}

function BatchReport({ report }: { report: BatchShipReport }) {
  const t = useOrdersT();
  if (report.problems.length === 0) {
    return (
      <Alert
        type="success"
        showIcon
        title={t('batch.ok', { count: report.rows })}
        data-testid="batch-report"
        data-ok="true"
      />
    );
  }
  const bad = new Set(report.problems.map((problem) => problem.row)).size;
  return (
    <div data-testid="batch-report" data-ok="false">
      <Alert type="error" showIcon title={t('batch.bad', { count: report.rows, bad })} />
      <Table
        rowKey={(problem) => `${problem.row}-${problem.problem}`}
        size="small"
        dataSource={report.problems}
        pagination={false}
        scroll={{ y: 260 }}
        columns={[
          { title: t('batch.row'), dataIndex: 'row', width: 64 },
          { title: t('batch.code'), dataIndex: 'code', width: 180 },
          { title: t('batch.message'), dataIndex: 'message' },
        ]}
        data-testid="batch-errors"
      />
    </div>
  );
}
