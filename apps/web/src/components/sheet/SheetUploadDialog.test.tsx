import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { notifyError } from '../../http/notify.ts';
import { initI18n } from '../../i18n/index.ts';
import { type SheetRun, SheetUploadDialog } from './SheetUploadDialog.tsx';

vi.mock('../../http/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

beforeAll(() => initI18n());

interface Report {
  bad: number;
}

const TEXTS = {
  title: '批量发货',
  step1: '上传 xlsx',
  template: '下载模板',
  choose: '选择文件',
  onlyXlsx: '只能上传 xlsx 文件',
  close: '关闭',
  check: '检查文件',
  run: '确认发货',
  done: (count: number) => `已发货 ${count} 单`,
};

function dialog(check: (file: File) => Promise<Report>, run: (file: File) => Promise<SheetRun<Report>>) {
  const onDone = vi.fn();
  render(
    <SheetUploadDialog<Report>
      open
      onClose={vi.fn()}
      name="batch"
      testId="batch-ship-dialog"
      texts={TEXTS}
      template={vi.fn()}
      check={check}
      run={run}
      ready={(report) => report.bad === 0}
      report={(report) => <div data-testid="report">{report.bad} bad</div>}
      onDone={onDone}
    />,
  );
  return onDone;
}

const choose = (name: string) => {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['x'], name)] } });
};

const disabled = (testId: string) => (screen.getByTestId(testId) as HTMLButtonElement).disabled;

describe('<SheetUploadDialog>', () => {
  it('refuses a file that is no xlsx', async () => {
    dialog(vi.fn(), vi.fn());
    choose('ship.csv');
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('只能上传 xlsx 文件'));
    expect(disabled('batch-check')).toBe(true);
  });

  it('runs only a checked file without problems, and reports a run the server refused', async () => {
    const check = vi.fn().mockResolvedValueOnce({ bad: 2 }).mockResolvedValueOnce({ bad: 0 });
    const run = vi
      .fn()
      .mockResolvedValueOnce({ report: { bad: 1 } })
      .mockResolvedValueOnce({ done: 3 });
    const onDone = dialog(check, run);
    choose('ship.xlsx');
    await waitFor(() => expect(disabled('batch-check')).toBe(false));
    expect(disabled('batch-run')).toBe(true);

    fireEvent.click(screen.getByTestId('batch-check'));
    expect((await screen.findByTestId('report')).textContent).toBe('2 bad');
    expect(disabled('batch-run')).toBe(true);

    fireEvent.click(screen.getByTestId('batch-check'));
    await waitFor(() => expect(screen.getByTestId('report').textContent).toBe('0 bad'));
    expect(disabled('batch-run')).toBe(false);

    fireEvent.click(screen.getByTestId('batch-run'));
    await waitFor(() => expect(screen.getByTestId('report').textContent).toBe('1 bad'));
    expect(onDone).not.toHaveBeenCalled();

    check.mockResolvedValueOnce({ bad: 0 });
    fireEvent.click(screen.getByTestId('batch-check'));
    await waitFor(() => expect(disabled('batch-run')).toBe(false));
    fireEvent.click(screen.getByTestId('batch-run'));
    expect((await screen.findByTestId('batch-done')).textContent).toContain('已发货 3 单');
    expect(screen.queryByTestId('report')).toBeNull();
    expect(onDone).toHaveBeenCalledOnce();
    expect(disabled('batch-check')).toBe(true);
    expect(run).toHaveBeenCalledWith(expect.objectContaining({ name: 'ship.xlsx' }));
  });
});
