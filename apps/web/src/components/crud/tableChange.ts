import type { TablePaginationConfig, TableProps } from 'antd';
import { quietly } from '../../lib/quietly.ts';
import { sortParam } from './listLogic.ts';
import type { ListParams } from './types.ts';

interface Loader<Query> {
  params: ListParams<Query>;
  config: { sort?: readonly string[] };
  load(patch: Partial<ListParams<Query>>): Promise<void>;
}

type OnChange<Row> = Parameters<NonNullable<TableProps<Row>['onChange']>>;

interface Change<Row> {
  pagination: TablePaginationConfig;
  sorter: OnChange<Row>[2];
  action: OnChange<Row>[3]['action'];
}

/** antd's page and sort changes to a reload: page 0-based, a new size starts at page 0, sort `field,dir`. */
export function tableChange<Row, Query>(list: Loader<Query>, change: Change<Row>): void {
  if (change.action === 'paginate') {
    const size = change.pagination.pageSize ?? list.params.size;
    const page = size === list.params.size ? (change.pagination.current ?? 1) - 1 : 0;
    quietly(list.load({ page, size }));
  } else if (change.action === 'sort') {
    const sorters = Array.isArray(change.sorter) ? change.sorter : [change.sorter];
    const sorts = sorters.map((sorter) => ({
      field: String(sorter.columnKey ?? sorter.field),
      order: sorter.order,
    }));
    quietly(list.load({ sort: sortParam(sorts, list.config.sort), page: 0 }));
  }
}
