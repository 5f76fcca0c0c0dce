import { formatDate } from '@hh/shared';
import type { CrudColumn } from '../crud/CrudList.tsx';

/** An activity's name, sortable, marked for tests. */
export function activityTitleColumn<Row extends { title: string }>(
  title: string,
  testId: string,
): CrudColumn<Row> {
  return {
    key: 'title',
    title,
    dataIndex: 'title',
    sorter: true,
    render: (value: string) => <span data-testid={testId}>{value}</span>,
  };
}

/** When an activity runs, sorted by its start. */
export function activityWindowColumn<Row extends { startAt: string; endAt: string }>(
  title: string,
): CrudColumn<Row> {
  return {
    key: 'window',
    title,
    dataIndex: 'startAt',
    sorter: true,
    render: (_: unknown, row: Row) => `${formatDate(row.startAt)} ~ ${formatDate(row.endAt)}`,
  };
}
