import { ORDERS_URL, type OrderTab, orderListRow } from '@hh/shared';
import { Empty, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileNameOf, saveBlob } from '../../components/crud/download.ts';
import '../../components/crud/crud.css';
import { QueryBar } from '../../components/crud/QueryBar.tsx';
import { quietly } from '../../components/crud/quietly.ts';
import { tableChange } from '../../components/crud/tableChange.ts';
import { useColumnVisibility } from '../../components/crud/useColumnVisibility.ts';
import { useListState } from '../../components/crud/useListState.ts';
import { tableLoading } from '../../components/tableLoading.ts';
import { usePermission } from '../../components/usePermission.ts';
import { useAppStore } from '../../state/app.ts';
import { exportOrders, type OrderRow } from './api.ts';
import { useOrderDialogs } from './dialogs/useOrderDialogs.tsx';
import { useOrdersT } from './i18n.ts';
import { BatchShipDialog } from './list/BatchShipDialog.tsx';
import { OrderQueryFields } from './list/OrderQueryFields.tsx';
import { OrderSettingsDrawer } from './list/OrderSettingsDrawer.tsx';
import { OrderTabs } from './list/OrderTabs.tsx';
import { OrderToolbar } from './list/OrderToolbar.tsx';
import {
  DEFAULT_FILTERS,
  filterParams,
  listParams,
  ORDER_SORT,
  type OrderFilters,
} from './list/orderQuery.ts';
import { type OrderColumn, useOrderColumns } from './list/useOrderColumns.tsx';
import { useOrderChanges } from './live/useOrderChanges.ts';
import { OrderActionButtons } from './OrderActionButtons.tsx';
import { ORDER_PERMISSIONS } from './permissions.ts';
import { useOrderCounts } from './queries.ts';
import './orders.css';

/** `order/index`: orders by state tab with live counts, filters, row actions, export and batch ship. */
export default function OrderListPage() {
  const t = useOrdersT();
  const { t: common } = useTranslation();
  const list = useListState<OrderRow, object, OrderFilters>({
    url: ORDERS_URL,
    row: orderListRow,
    title: t('title'),
    defaultQuery: DEFAULT_FILTERS,
    sort: ORDER_SORT,
    toParams: listParams,
  });
  const { page, size, query } = list.params;
  const counts = useOrderCounts(filterParams(query));
  const visibility = useColumnVisibility(ORDERS_URL);
  const mobile = useAppStore((state) => state.device === 'mobile');
  const canExport = usePermission(ORDER_PERMISSIONS.export);
  const [exporting, setExporting] = useState(false);
  const [batchOpen, setBatchOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);

  const changed = () => {
    quietly(list.load());
    void counts.refetch();
  };
  const dialogs = useOrderDialogs(changed);
  useOrderChanges(changed);

  const switchTab = (tab: OrderTab) =>
    quietly(list.load({ query: { ...list.current().params.query, tab }, page: 0 }));
  const search = (filters: OrderFilters) =>
    list.load({ query: { ...filters, tab: list.current().params.query.tab }, page: 0 });

  const exportList = async () => {
    setExporting(true);
    try {
      const ids = list.selectedIds;
      const file = await exportOrders(ids.length > 0 ? { ids } : listParams(list.current().params.query));
      saveBlob(file.blob, fileNameOf(file.disposition) ?? `${t('title')}.xlsx`);
    } finally {
      setExporting(false);
    }
  };

  const columns: OrderColumn[] = [
    ...useOrderColumns(),
    {
      key: 'actions',
      title: common('crud.actions'),
      fixed: mobile ? undefined : 'right',
      render: (_value, row) => <OrderActionButtons order={row} onAction={dialogs.open} withDetail />,
    },
  ];
  const shown = columns.filter((column) => !visibility.hidden.includes(column.key));

  return (
    <div className="hh-crud hh-order-list" data-testid="order-list">
      <QueryBar name="order-query" defaultQuery={DEFAULT_FILTERS} onSearch={search}>
        <OrderQueryFields />
      </QueryBar>
      <OrderTabs tab={query.tab} counts={counts.data} onChange={switchTab} />
      <OrderToolbar
        selected={list.selectedIds.length}
        exporting={exporting}
        onExport={() => quietly(exportList())}
        onBatchShip={() => setBatchOpen(true)}
        onSettings={() => setSettingsOpen(true)}
        onRefresh={changed}
        columns={columns.map(({ key, title }) => ({ key, title }))}
        visibility={visibility}
      />
      <Table<OrderRow>
        rowKey="id"
        columns={shown}
        dataSource={list.rows}
        loading={tableLoading(list.loading)}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} /> }}
        rowSelection={
          canExport
            ? { selectedRowKeys: list.selectedIds, onChange: (keys) => list.setSelectedIds(keys.map(Number)) }
            : undefined
        }
        pagination={{
          current: page + 1,
          pageSize: size,
          total: list.total,
          showSizeChanger: !mobile,
          simple: mobile,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => common('crud.total', { total }),
        }}
        onChange={(pagination, _filters, sorter, extra) =>
          tableChange(
            { params: list.params, config: { sort: ORDER_SORT }, load: list.load },
            { pagination, sorter, action: extra.action },
          )
        }
        data-testid="order-table"
      />
      {dialogs.dialogs}
      <BatchShipDialog open={batchOpen} onClose={() => setBatchOpen(false)} onShipped={changed} />
      <OrderSettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </div>
  );
}
