import { Alert, Table, type TableColumnType } from 'antd';

interface SheetReportProps<P> {
  /** The testid prefix: `{name}-report` (with `data-ok`) and `{name}-errors`. */
  name: string;
  title: string;
  description?: string;
  problems: readonly P[];
  rowKey(problem: P): string;
  columns: TableColumnType<P>[];
  tableClassName?: string;
}

/** A sheet's check: a success notice, or an error notice over the table of every problem. */
export function SheetReport<P extends object>(props: SheetReportProps<P>) {
  const { name, title, description } = props;
  if (props.problems.length === 0) {
    return (
      <Alert
        type="success"
        showIcon
        title={title}
        description={description}
        data-testid={`${name}-report`}
        data-ok="true"
      />
    );
  }
  return (
    <div data-testid={`${name}-report`} data-ok="false">
      <Alert type="error" showIcon title={title} description={description} />
      <Table<P>
        rowKey={props.rowKey}
        size="small"
        className={props.tableClassName}
        dataSource={[...props.problems]}
        pagination={false}
        scroll={{ y: 260 }}
        columns={props.columns}
        data-testid={`${name}-errors`}
      />
    </div>
  );
}
