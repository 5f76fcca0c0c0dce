import { AFTER_SALES_URL, type AfterSaleTab, afterSaleListRow } from '@hh/shared';
import { Empty, Table } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
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
import { AfterSaleActionButtons } from './AfterSaleActionButtons.tsx';
import { type AfterSaleRow, exportAfterSales } from './api.ts';
import { useAfterSaleDialogs } from './dialogs/useAfterSaleDialogs.tsx';
import { useAfterSalesT } from './i18n.ts';
import { AfterSaleQueryFields } from './list/AfterSaleQueryFields.tsx';
import { AfterSaleTabs } from './list/AfterSaleTabs.tsx';
import { AfterSaleToolbar } from './list/AfterSaleToolbar.tsx';
import {
  AFTER_SALE_SORT,
  type AfterSaleFilters,
  DEFAULT_FILTERS,
  filterParams,
  listParams,
} from './list/afterSaleQuery.ts';
import { SettingsDialog } from './list/SettingsDialog.tsx';
import { type AfterSaleColumn, useAfterSaleColumns } from './list/useAfterSaleColumns.tsx';
import { AFTER_SALE_PERMISSIONS } from './permissions.ts';
import { useAfterSaleCounts } from './queries.ts';
import './afterSales.css';

/**
 * `after-sales/index`: after-sales by state tab with live counts, filters, row actions and export. Opened
 * from an order (`?orderCode=…`), it shows that order's after-sales.
 */
export default function AfterSaleListPage() {
  const t = useAfterSalesT();
  const { t: common } = useTranslation();
  const [search] = useSearchParams();
  const fromOrder = search.get('orderCode') ?? undefined;
  const start = useMemo<AfterSaleFilters>(() => ({ ...DEFAULT_FILTERS, orderCode: fromOrder }), [fromOrder]);
  const list = useListState<AfterSaleRow, object, AfterSaleFilters>({
    url: AFTER_SALES_URL,
    row: afterSaleListRow,
    title: t('title'),
    defaultQuery: start,
    sort: AFTER_SALE_SORT,
    toParams: listParams,
  });
  const { page, size, query } = list.params;
  const counts = useAfterSaleCounts(filterParams(query));
  const visibility = useColumnVisibility(AFTER_SALES_URL);
  const mobile = useAppStore((state) => state.device === 'mobile');
  const canExport = usePermission(AFTER_SALE_PERMISSIONS.export);
  const [exporting, setExporting] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);

  // A kept tab opened again from another order: show that order's after-sales.
  const shownOrder = useRef(fromOrder);
  useEffect(() => {
    if (shownOrder.current === fromOrder) return;
    shownOrder.current = fromOrder;
    quietly(list.load({ query: start, page: 0 }));
  }, [fromOrder, start, list.load]);

  const changed = () => {
    quietly(list.load());
    void counts.refetch();
  };
  const dialogs = useAfterSaleDialogs(changed);

  const switchTab = (tab: AfterSaleTab) =>
    quietly(list.load({ query: { ...list.current().params.query, tab }, page: 0 }));
  const searchWith = (filters: AfterSaleFilters) =>
    list.load({ query: { ...filters, tab: list.current().params.query.tab }, page: 0 });

  const exportList = async () => {
    setExporting(true);
    try {
      const ids = list.selectedIds;
      const file = await exportAfterSales(ids.length > 0 ? { ids } : listParams(list.current().params.query));
      saveBlob(file.blob, fileNameOf(file.disposition) ?? t('exportFile'));
    } finally {
      setExporting(false);
    }
  };

  const columns: AfterSaleColumn[] = [
    ...useAfterSaleColumns(),
    {
      key: 'actions',
      title: common('crud.actions'),
      fixed: mobile ? undefined : 'right',
      render: (_value, row) => <AfterSaleActionButtons sale={row} onAction={dialogs.open} withDetail />,
    },
  ];
  const shown = columns.filter((column) => !visibility.hidden.includes(column.key));

  return (
    <div className="hh-crud hh-after-sale-list" data-testid="after-sale-list">
      <QueryBar key={fromOrder ?? ''} name="after-sale-query" defaultQuery={start} onSearch={searchWith}>
        <AfterSaleQueryFields />
      </QueryBar>
      <AfterSaleTabs tab={query.tab} counts={counts.data} onChange={switchTab} />
      <AfterSaleToolbar
        selected={list.selectedIds.length}
        exporting={exporting}
        onExport={() => quietly(exportList())}
        onSettings={() => setSettingsOpen(true)}
        onRefresh={changed}
        columns={columns.map(({ key, title }) => ({ key, title }))}
        visibility={visibility}
      />
      <Table<AfterSaleRow>
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
            { params: list.params, config: { sort: AFTER_SALE_SORT }, load: list.load },
            { pagination, sorter, action: extra.action },
          )
        }
        data-testid="after-sale-table"
      />
      {dialogs.dialogs}
      <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </div>
  );
}
