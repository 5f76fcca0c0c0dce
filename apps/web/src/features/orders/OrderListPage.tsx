import { ORDER_TABS, ORDERS_URL, type OrderTab, orderListRow } from '@hh/shared';
import { useState } from 'react';
import { DeskListPage } from '../../components/desk/DeskListPage.tsx';
import { useDeskList } from '../../components/desk/useDeskList.ts';
import { exportOrders, type OrderRow } from './api.ts';
import { useOrderDialogs } from './dialogs/useOrderDialogs.tsx';
import { useOrdersT } from './i18n.ts';
import { BatchShipDialog } from './list/BatchShipDialog.tsx';
import { useOrderQueryFields } from './list/OrderQueryFields.tsx';
import { OrderSettingsDrawer } from './list/OrderSettingsDrawer.tsx';
import { useOrderToolbar } from './list/OrderToolbar.tsx';
import { orderCard } from './list/orderCard.tsx';
import {
  DEFAULT_FILTERS,
  filterParams,
  listParams,
  ORDER_SORT,
  type OrderFilters,
  searchFilters,
} from './list/orderQuery.ts';
import { useOrderColumns } from './list/useOrderColumns.tsx';
import { useOrderChanges } from './live/useOrderChanges.ts';
import { OrderActionButtons } from './OrderActionButtons.tsx';
import { useOrderCounts } from './queries.ts';
import './orders.css';

/** `order/index`: orders by state tab with live counts, filters, row actions, export and batch ship. */
export default function OrderListPage() {
  const t = useOrdersT();
  const desk = useDeskList<OrderRow, OrderFilters, OrderTab>({
    name: 'order',
    url: ORDERS_URL,
    row: orderListRow,
    title: t('title'),
    defaultQuery: DEFAULT_FILTERS,
    sort: ORDER_SORT,
    tabs: ORDER_TABS,
    tabLabel: (tab) => t(`tabs.${tab}`),
    empty: t('empty'),
    listParams,
    filterParams,
    useCounts: useOrderCounts,
    exportFile: exportOrders,
    exportName: `${t('title')}.xlsx`,
    searchFilters,
  });
  const [batchOpen, setBatchOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const dialogs = useOrderDialogs(desk.changed);
  useOrderChanges(desk.changed);
  const queryFields = useOrderQueryFields();
  const toolbar = useOrderToolbar({
    onBatchShip: () => setBatchOpen(true),
    onSettings: () => setSettingsOpen(true),
  });
  const columns = useOrderColumns();

  return (
    <DeskListPage<OrderRow, OrderFilters, OrderTab>
      desk={desk}
      queryFields={queryFields}
      toolbar={toolbar}
      columns={columns}
      actions={(row) => <OrderActionButtons order={row} onAction={dialogs.open} withDetail />}
      card={orderCard}
    >
      {dialogs.dialogs}
      <BatchShipDialog open={batchOpen} onClose={() => setBatchOpen(false)} onShipped={desk.changed} />
      <OrderSettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </DeskListPage>
  );
}
