import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Modal, Result, Typography, Upload } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { notifyError, notifySuccess } from '../../http/notify.ts';
import { quietly } from '../../lib/quietly.ts';
import { isXlsx } from './isXlsx.ts';
import './sheet.css';

/** The dialog's words, in the area's language. */
interface SheetUploadTexts {
  title: string;
  step1: string;
  /** Under the template button, before the file is chosen. */
  step2?: string;
  template: string;
  choose: string;
  onlyXlsx: string;
  close: string;
  check: string;
  run: string;
  done(count: number): string;
}

type SheetWord = 'title' | 'step1' | 'template' | 'choose' | 'onlyXlsx' | 'close' | 'check' | 'run';

/** The dialog's words from an area's bundle that names them alike (`{area}.title`, `.step1`…). */
export function sheetTexts(word: (key: SheetWord) => string): Pick<SheetUploadTexts, SheetWord> {
  return {
    title: word('title'),
    step1: word('step1'),
    template: word('template'),
    choose: word('choose'),
    onlyXlsx: word('onlyXlsx'),
    close: word('close'),
    check: word('check'),
    run: word('run'),
  };
}

/**
 * What running the file answered: done with a count, or a report of what stopped it.
 * @internal
 */
export type SheetRun<R> = { done: number } | { report: R };

export interface SheetUploadDialogProps<R> {
  open: boolean;
  onClose(): void;
  /** The testid prefix: `{name}-template`, `-upload`, `-check`, `-run`, `-close`, `-done`. */
  name: string;
  testId: string;
  texts: SheetUploadTexts;
  /** Downloads the template. */
  template(): Promise<void>;
  /** The dry run's report. */
  check(file: File): Promise<R>;
  run(file: File): Promise<SheetRun<R>>;
  /** Whether a checked file may run. */
  ready(report: R): boolean;
  report(report: R): ReactNode;
  onDone(): void;
  doneClassName?: string;
}

type Busy = 'template' | 'check' | 'run' | null;

/**
 * An xlsx sheet's upload: the template, a dry run listing every bad row, then the all-or-nothing run of
 * the same file.
 */
export function SheetUploadDialog<R>(props: SheetUploadDialogProps<R>) {
  const { open, name, texts } = props;
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<R | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const [busy, setBusy] = useState<Busy>(null);

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setReport(null);
    setDone(null);
  }, [open]);

  const step = (which: Exclude<Busy, null>, action: () => Promise<void>) =>
    quietly(
      (async () => {
        setBusy(which);
        try {
          await action();
        } finally {
          setBusy(null);
        }
      })(),
    );

  const check = (chosen: File) => step('check', async () => setReport(await props.check(chosen)));

  const run = (chosen: File) =>
    step('run', async () => {
      const result = await props.run(chosen);
      if ('report' in result) {
        setReport(result.report);
        return;
      }
      setReport(null);
      setDone(result.done);
      notifySuccess(texts.done(result.done));
      props.onDone();
    });

  const choose = (chosen: File) => {
    if (!isXlsx(chosen.name)) {
      notifyError(texts.onlyXlsx);
      return Upload.LIST_IGNORE;
    }
    setFile(chosen);
    setReport(null);
    setDone(null);
    return false;
  };

  return (
    <Modal
      open={open}
      title={texts.title}
      onCancel={props.onClose}
      width={720}
      data-testid={props.testId}
      footer={[
        <Button key="close" onClick={props.onClose} data-testid={`${name}-close`}>
          {texts.close}
        </Button>,
        <Button
          key="check"
          disabled={!file || done !== null}
          loading={busy === 'check'}
          onClick={() => file && check(file)}
          data-testid={`${name}-check`}
        >
          {texts.check}
        </Button>,
        <Button
          key="run"
          type="primary"
          disabled={!file || report === null || !props.ready(report)}
          loading={busy === 'run'}
          onClick={() => file && run(file)}
          data-testid={`${name}-run`}
        >
          {texts.run}
        </Button>,
      ]}
    >
      <div className="hh-sheet-upload">
        <Typography.Text>{texts.step1}</Typography.Text>
        <div>
          <Button
            icon={<DownloadOutlined />}
            loading={busy === 'template'}
            onClick={() => step('template', props.template)}
            data-testid={`${name}-template`}
          >
            {texts.template}
          </Button>
        </div>
        {texts.step2 && <Typography.Text>{texts.step2}</Typography.Text>}
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
          data-testid={`${name}-upload`}
        >
          <Button icon={<UploadOutlined />}>{texts.choose}</Button>
        </Upload>
        {report !== null && props.report(report)}
        {done !== null && (
          <Result
            status="success"
            title={texts.done(done)}
            className={props.doneClassName}
            data-testid={`${name}-done`}
          />
        )}
      </div>
    </Modal>
  );
}
