import { formatDate } from '@hh/shared';
import { DictTag } from '../dict/DictTag.tsx';
import type { CrudColumn } from './CrudList.tsx';

/** A number shown as its dictionary's tag (`dict`, e.g. `store_status`); `sorter` where the server sorts by it. */
export const dictColumn = <Row,>(
  key: keyof Row & string,
  title: string,
  dict: string,
  sorter?: boolean,
): CrudColumn<Row> => ({
  key,
  title,
  dataIndex: key,
  sorter,
  render: (value: number) => <DictTag name={dict} value={value} />,
});

/**
 * When the row was made, sorted by the server's `createTime`. `dayOnly` shows the day alone, the time on
 * hover: it keeps a wide list clear of the sticky Actions at 1366 px.
 */
export const createdColumn = <Row extends { createdAt: string }>(
  title: string,
  dayOnly?: boolean,
): CrudColumn<Row> => ({
  key: 'createTime',
  title,
  dataIndex: 'createdAt',
  sorter: true,
  render: (value: string) =>
    dayOnly ? <span title={formatDate(value)}>{formatDate(value, 'YYYY-MM-DD')}</span> : formatDate(value),
});
