import { Empty, Table, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../state/app.ts';
import '../crud/crud.css';
import { quietly } from '../../lib/quietly.ts';
import { QueryBar } from '../crud/QueryBar.tsx';
import { type RowCard, RowCards } from '../crud/RowCards.tsx';
import type { CrudRecord } from '../crud/types.ts';
import { useColumnVisibility } from '../crud/useColumnVisibility.ts';
import { useListTable } from '../crud/useListTable.ts';
import { usePermission } from '../usePermission.ts';
import { type DeskQueryField, DeskQueryFields } from './DeskQueryFields.tsx';
import { DeskTabs } from './DeskTabs.tsx';
import { type DeskListToolbar, DeskToolbar } from './DeskToolbar.tsx';
import type { DeskList } from './useDeskList.ts';
import './desk.css';

/** A column of a desk list's table (keyed and titled, for the column chooser). */
export type DeskColumn<Row> = TableColumnType<Row> & { key: string; title: ReactNode };

export interface DeskListPageProps<Row extends CrudRecord, Filters extends { tab: Tab }, Tab extends string> {
  desk: DeskList<Row, Filters, Tab>;
  /** Changing it starts the query bar afresh from the default query. */
  queryKey?: string;
  queryFields: readonly DeskQueryField[];
  toolbar: DeskListToolbar;
  columns: readonly DeskColumn<Row>[];
  /** The row actions: the last, fixed column, and the foot of a phone's card. */
  actions(row: Row): ReactNode;
  card(row: Row): Omit<RowCard, 'actions'>;
  /** The area's dialogs and drawers. */
  children?: ReactNode;
}

/**
 * A staff desk list: filters, state tabs with counts, toolbar with export, and the rows as a table with
 * selection (for those who may export) or, on a phone, as cards. An area's list is this plus its config.
 */
export function DeskListPage<Row extends CrudRecord, Filters extends { tab: Tab }, Tab extends string>(
  props: DeskListPageProps<Row, Filters, Tab>,
) {
  const { t: common } = useTranslation();
  const { desk } = props;
  const { list, config } = desk;
  const { name } = config;
  const { page, size, query } = list.params;
  const visibility = useColumnVisibility(config.url);
  const mobile = useAppStore((state) => state.device === 'mobile');
  const canExport = usePermission(props.toolbar.exportPermission);
  const table = useListTable(list, config.sort, canExport);
  const emptyText = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={config.empty} />;

  const columns: DeskColumn<Row>[] = [
    ...props.columns,
    {
      key: 'actions',
      title: common('crud.actions'),
      fixed: 'right',
      render: (_value, row) => props.actions(row),
    },
  ];
  const shown = columns.filter((column) => !visibility.hidden.includes(column.key));

  return (
    <div className={`hh-crud hh-${name}-list`} data-testid={`${name}-list`}>
      <QueryBar
        key={props.queryKey}
        name={`${name}-query`}
        defaultQuery={config.defaultQuery}
        onSearch={desk.search}
      >
        <DeskQueryFields name={name} fields={props.queryFields} />
      </QueryBar>
      <DeskTabs
        name={name}
        tabs={config.tabs}
        tab={query.tab}
        label={config.tabLabel}
        counts={desk.counts}
        onChange={desk.switchTab}
      />
      <DeskToolbar
        name={name}
        {...props.toolbar}
        selected={list.selectedIds.length}
        exporting={desk.exporting}
        onExport={desk.exportList}
        onRefresh={desk.changed}
        columns={columns.map(({ key, title }) => ({ key, title }))}
        visibility={visibility}
      />
      {mobile ? (
        <RowCards<Row>
          rows={list.rows}
          rowKey={(row) => row.id}
          card={(row) => ({ ...props.card(row), actions: props.actions(row) })}
          loading={list.loading}
          empty={emptyText}
          pagination={{
            current: page + 1,
            pageSize: size,
            total: list.total,
            onChange: (next) => quietly(list.load({ page: next - 1 })),
          }}
          testId={`${name}-cards`}
        />
      ) : (
        <Table<Row>
          rowKey="id"
          columns={shown}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText }}
          {...table}
          data-testid={`${name}-table`}
        />
      )}
      {props.children}
    </div>
  );
}
