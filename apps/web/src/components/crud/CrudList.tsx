import { Button, Table, type TableColumnType, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tableLoading } from '../tableLoading.ts';
import { usePermission } from '../usePermission.ts';
import { CrudDialog } from './CrudDialog.tsx';
import { CrudToolbar } from './CrudToolbar.tsx';
import { DeleteButton } from './DeleteButton.tsx';
import { type Ranked, rowNumber } from './listLogic.ts';
import type { CrudPermissions } from './permissions.ts';
import { QueryBar } from './QueryBar.tsx';
import { tableChange } from './tableChange.ts';
import type { CrudRecord } from './types.ts';
import { useColumnVisibility } from './useColumnVisibility.ts';
import type { Crud } from './useCrud.ts';
import './crud.css';

export type CrudColumn<Row> = TableColumnType<Ranked<Row>> & {
  key: string;
  title: ReactNode;
  /** Left out until the person shows it with the column chooser (a list that must fit a laptop screen). */
  hiddenByDefault?: boolean;
};

export interface CrudListProps<Row extends CrudRecord, Values extends object, Query extends object> {
  crud: Crud<Row, Values, Query>;
  columns: CrudColumn<Row>[];
  permissions: CrudPermissions;
  /** The query bar's fields (antd Form.Items named after the query's keys). */
  queryFields?: ReactNode;
  /** The add/edit dialog's fields; without them the list has no add or edit. */
  formFields?: ReactNode;
  dialogWidth?: number;
  rowActions?(row: Ranked<Row>): ReactNode;
  toolbarExtra?: ReactNode;
  exportable?: boolean;
  indexColumn?: boolean;
  /** Rows shown with a selection checkbox even without the delete permission (for other bulk actions). */
  selectable?: boolean;
  /** Rows the user may not edit, delete or select (e.g. above their level). */
  rowLocked?(row: Ranked<Row>): boolean;
  /** Rows as displayed, e.g. nested into a tree. */
  shapeRows?(rows: Ranked<Row>[]): Ranked<Row>[];
  tableProps?: Pick<TableProps<Ranked<Row>>, 'expandable' | 'onRow' | 'rowClassName'>;
}

function sortOrderOf(sort: readonly string[], key: string): 'ascend' | 'descend' | null {
  const item = sort.find((entry) => entry.split(',')[0] === key);
  if (!item) return null;
  return item.split(',')[1] === 'asc' ? 'ascend' : 'descend';
}

export function CrudList<Row extends CrudRecord, Values extends object, Query extends object>(
  props: CrudListProps<Row, Values, Query>,
) {
  const { t } = useTranslation();
  const { crud, permissions } = props;
  const { page, size, sort } = crud.params;
  const paged = crud.config.paged !== false;
  const visibility = useColumnVisibility(
    crud.config.url,
    props.columns.filter((column) => column.hiddenByDefault).map((column) => column.key),
  );
  const formName = crud.config.url.replace(/^\/+/, '').replace(/\W+/g, '-');
  const canEdit = usePermission(permissions.edit) && props.formFields !== undefined;
  const canDelete = usePermission(permissions.del);

  const columns: CrudColumn<Row>[] = [
    ...(props.indexColumn === false
      ? []
      : [
          {
            key: 'index',
            title: t('crud.index'),
            width: 72,
            render: (_: unknown, row: Ranked<Row>) => rowNumber(page, size, row.rank),
          },
        ]),
    ...props.columns.map((column) =>
      column.sorter ? { ...column, sortOrder: sortOrderOf(sort, column.key) } : column,
    ),
  ];
  if (canEdit || canDelete || props.rowActions) {
    columns.push({
      key: 'actions',
      title: t('crud.actions'),
      fixed: 'right',
      render: (_: unknown, row: Ranked<Row>) => {
        const locked = props.rowLocked?.(row) ?? false;
        return (
          <span className="hh-crud-row-actions">
            {canEdit && (
              <Button
                type="link"
                size="small"
                disabled={locked}
                onClick={() => crud.dialog.openEdit(row)}
                data-testid="crud-edit"
              >
                {t('crud.edit')}
              </Button>
            )}
            {canDelete && <DeleteButton disabled={locked} onConfirm={() => crud.remove([row.id])} />}
            {props.rowActions?.(row)}
          </span>
        );
      },
    });
  }
  const shown = columns
    .filter((column) => !visibility.hidden.includes(column.key))
    .map(({ hiddenByDefault: _chooser, ...column }) => column);

  return (
    <div className="hh-crud" data-testid="crud-list">
      {props.queryFields && (
        <QueryBar name={`${formName}-query`} defaultQuery={crud.config.defaultQuery} onSearch={crud.search}>
          {props.queryFields}
        </QueryBar>
      )}
      <CrudToolbar
        crud={crud}
        permissions={permissions}
        canAdd={props.formFields !== undefined}
        exportable={props.exportable !== false}
        columns={columns.map(({ key, title }) => ({ key, title }))}
        visibility={visibility}
        extra={props.toolbarExtra}
      />
      <Table<Ranked<Row>>
        rowKey="id"
        columns={shown}
        dataSource={props.shapeRows ? props.shapeRows(crud.rows) : crud.rows}
        loading={tableLoading(crud.loading)}
        scroll={{ x: 'max-content' }}
        rowSelection={
          canDelete || props.selectable
            ? {
                selectedRowKeys: crud.selectedIds,
                onChange: (keys) => crud.setSelectedIds(keys.map(Number)),
                getCheckboxProps: (row) => ({ disabled: props.rowLocked?.(row) ?? false }),
              }
            : undefined
        }
        pagination={
          paged && {
            current: page + 1,
            pageSize: size,
            total: crud.total,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            showTotal: (total) => t('crud.total', { total }),
          }
        }
        onChange={(pagination, _filters, sorter, extra) =>
          tableChange(crud, { pagination, sorter, action: extra.action })
        }
        {...props.tableProps}
      />
      {props.formFields && (
        <CrudDialog
          name={`${formName}-form`}
          dialog={crud.dialog}
          item={crud.config.item ?? crud.config.title}
          width={props.dialogWidth}
        >
          {props.formFields}
        </CrudDialog>
      )}
    </div>
  );
}
