import type { TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { tableLoading } from '../tableLoading.ts';
import { tableChange } from './tableChange.ts';
import type { ListState } from './useListState.ts';

/**
 * A paged list's table: its rows and spinner, the page (the spec's sizes, the total), rows ticked where
 * `selectable`, and a page or sort change reloading the list (sorting only by `sort`'s fields).
 */
export function useListTable<Row, Query>(
  list: ListState<Row, Query>,
  sort: readonly string[],
  selectable: boolean,
): Pick<TableProps<Row>, 'dataSource' | 'loading' | 'rowSelection' | 'pagination' | 'onChange'> {
  const { t } = useTranslation();
  const { page, size } = list.params;
  return {
    dataSource: list.rows,
    loading: tableLoading(list.loading),
    rowSelection: selectable
      ? { selectedRowKeys: list.selectedIds, onChange: (keys) => list.setSelectedIds(keys.map(Number)) }
      : undefined,
    pagination: {
      current: page + 1,
      pageSize: size,
      total: list.total,
      showSizeChanger: true,
      pageSizeOptions: [10, 20, 50, 100],
      showTotal: (total) => t('crud.total', { total }),
    },
    onChange: (pagination, _filters, sorter, extra) =>
      tableChange(
        { params: list.params, config: { sort }, load: list.load },
        { pagination, sorter, action: extra.action },
      ),
  };
}
