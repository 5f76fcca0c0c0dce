import { AFTER_SALE_TAB_KEYS, AFTER_SALES_URL, type AfterSaleTab, afterSaleListRow } from '@hh/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DeskListPage } from '../../components/desk/DeskListPage.tsx';
import { useDeskList } from '../../components/desk/useDeskList.ts';
import { quietly } from '../../lib/quietly.ts';
import { AfterSaleActionButtons } from './AfterSaleActionButtons.tsx';
import { type AfterSaleRow, exportAfterSales } from './api.ts';
import { useAfterSaleDialogs } from './dialogs/useAfterSaleDialogs.tsx';
import { useAfterSalesT } from './i18n.ts';
import { useAfterSaleQueryFields } from './list/AfterSaleQueryFields.tsx';
import { useAfterSaleToolbar } from './list/AfterSaleToolbar.tsx';
import { afterSaleCard } from './list/afterSaleCard.tsx';
import {
  AFTER_SALE_SORT,
  type AfterSaleFilters,
  DEFAULT_FILTERS,
  filterParams,
  listParams,
} from './list/afterSaleQuery.ts';
import { SettingsDialog } from './list/SettingsDialog.tsx';
import { useAfterSaleColumns } from './list/useAfterSaleColumns.tsx';
import { useNewAfterSales } from './list/useNewAfterSales.ts';
import { useAfterSaleCounts } from './queries.ts';
import './afterSales.css';

/**
 * `after-sales/index`: after-sales by state tab with live counts, filters, row actions and export. Opened
 * from an order (`?orderCode=…`), it shows that order's after-sales.
 */
export default function AfterSaleListPage() {
  const t = useAfterSalesT();
  const [search] = useSearchParams();
  const fromOrder = search.get('orderCode') ?? undefined;
  const start = useMemo<AfterSaleFilters>(() => ({ ...DEFAULT_FILTERS, orderCode: fromOrder }), [fromOrder]);
  const desk = useDeskList<AfterSaleRow, AfterSaleFilters, AfterSaleTab>({
    name: 'after-sale',
    url: AFTER_SALES_URL,
    row: afterSaleListRow,
    title: t('title'),
    defaultQuery: start,
    sort: AFTER_SALE_SORT,
    tabs: AFTER_SALE_TAB_KEYS,
    tabLabel: (tab) => t(`tabs.${tab}`),
    empty: t('empty'),
    listParams,
    filterParams,
    useCounts: useAfterSaleCounts,
    exportFile: exportAfterSales,
    exportName: t('exportFile'),
  });
  const [settingsOpen, setSettingsOpen] = useState(false);
  const dialogs = useAfterSaleDialogs(desk.changed);
  useNewAfterSales(desk.changed);
  const queryFields = useAfterSaleQueryFields();
  const toolbar = useAfterSaleToolbar(() => setSettingsOpen(true));
  const columns = useAfterSaleColumns();

  // A kept tab opened again from another order: show that order's after-sales.
  const { load } = desk.list;
  const shownOrder = useRef(fromOrder);
  useEffect(() => {
    if (shownOrder.current === fromOrder) return;
    shownOrder.current = fromOrder;
    quietly(load({ query: start, page: 0 }));
  }, [fromOrder, start, load]);

  return (
    <DeskListPage<AfterSaleRow, AfterSaleFilters, AfterSaleTab>
      desk={desk}
      queryKey={fromOrder ?? ''}
      queryFields={queryFields}
      toolbar={toolbar}
      columns={columns}
      actions={(row) => <AfterSaleActionButtons sale={row} onAction={dialogs.open} withDetail />}
      card={afterSaleCard}
    >
      {dialogs.dialogs}
      <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </DeskListPage>
  );
}
