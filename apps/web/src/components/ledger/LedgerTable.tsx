import { formatDate, type Page } from '@hh/shared';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import { tableLoading } from '../tableLoading.ts';

export interface LedgerTableProps<Line extends { id: number }> {
  /** The page of lines shown (newest first), undefined while none has loaded. */
  lines: Page<Line> | undefined;
  loading: boolean;
  /** 0-based, as the server counts pages. */
  page: number;
  pageSize: number;
  onPage(page: number): void;
  columns: TableColumnsType<Line>;
  testId: string;
  scroll?: TableProps<Line>['scroll'];
}

/** A ledger's lines (a member's wallet or points, a product's stock), a page at a time. */
export function LedgerTable<Line extends { id: number }>({
  lines,
  loading,
  page,
  pageSize,
  onPage,
  columns,
  testId,
  scroll,
}: LedgerTableProps<Line>) {
  return (
    <Table<Line>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={lines?.content}
      loading={tableLoading(loading)}
      scroll={scroll}
      pagination={{
        current: page + 1,
        pageSize,
        total: lines?.totalElements ?? 0,
        showSizeChanger: false,
        onChange: (next) => onPage(next - 1),
      }}
      data-testid={testId}
    />
  );
}

/** The column every ledger starts with: when the change happened. */
export function ledgerTimeColumn<Line>(title: string): TableColumnsType<Line>[number] {
  return { title, dataIndex: 'createdAt', width: 170, render: (value: string) => formatDate(value) };
}
