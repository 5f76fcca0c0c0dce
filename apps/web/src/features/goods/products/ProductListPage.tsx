import { productRow } from '@hh/shared';
import { Empty, Table } from 'antd';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileNameOf, saveBlob } from '../../../components/crud/download.ts';
import '../../../components/crud/crud.css';
import { pageAfterRemoval } from '../../../components/crud/listLogic.ts';
import { QueryBar } from '../../../components/crud/QueryBar.tsx';
import { useColumnVisibility } from '../../../components/crud/useColumnVisibility.ts';
import { useListState } from '../../../components/crud/useListState.ts';
import { useListTable } from '../../../components/crud/useListTable.ts';
import { usePermission } from '../../../components/usePermission.ts';
import { WhenOpened } from '../../../components/WhenOpened.tsx';
import { http } from '../../../http/client.ts';
import { notifySuccess } from '../../../http/notify.ts';
import { quietly } from '../../../lib/quietly.ts';
import { useAppStore } from '../../../state/app.ts';
import { PRODUCT_URL, type ProductRow, type ProductTab } from '../api.ts';
import { useProductT } from './i18n.ts';
import { ProductQueryFields } from './ProductQueryFields.tsx';
import { ProductRowActions } from './ProductRowActions.tsx';
import { ProductTabs } from './ProductTabs.tsx';
import { type ProductBulk, ProductToolbar } from './ProductToolbar.tsx';
import { PRODUCT_PERMISSIONS } from './permissions.ts';
import { purgeProducts, recycleProducts, restoreProducts, setShelf } from './productApi.ts';
import {
  DEFAULT_FILTERS,
  isFiltered,
  PRODUCT_SORT,
  type ProductFilters,
  productParams,
} from './productQuery.ts';
import { useTabCounts } from './queries.ts';
import { type ProductColumn, useProductColumns } from './useProductColumns.tsx';
import './product.css';

// Mounted (and loaded) the first time they open: the list shows without their code.
const ImportDialog = lazy(() => import('./ImportDialog.tsx').then((m) => ({ default: m.ImportDialog })));
const LedgerDrawer = lazy(() => import('./LedgerDrawer.tsx').then((m) => ({ default: m.LedgerDrawer })));
const MoveCategoryDialog = lazy(() =>
  import('./MoveCategoryDialog.tsx').then((m) => ({ default: m.MoveCategoryDialog })),
);
const StockDialog = lazy(() => import('./StockDialog.tsx').then((m) => ({ default: m.StockDialog })));

/** `goods/product/index`: products by tab with filters, bulk actions, stock, import and export. */
export default function ProductListPage() {
  const t = useProductT();
  const { t: common } = useTranslation();
  const list = useListState<ProductRow, object, ProductFilters>({
    url: PRODUCT_URL,
    row: productRow,
    title: t('title'),
    defaultQuery: DEFAULT_FILTERS,
    sort: PRODUCT_SORT,
    toParams: (filters) => ({ ...productParams(filters) }),
  });
  const counts = useTabCounts();
  const visibility = useColumnVisibility(PRODUCT_URL);
  const canSelect = usePermission([...PRODUCT_PERMISSIONS.edit, ...PRODUCT_PERMISSIONS.del]);
  const mobile = useAppStore((state) => state.device === 'mobile');
  const [stockFor, setStockFor] = useState<ProductRow | null>(null);
  const [ledgerFor, setLedgerFor] = useState<ProductRow | null>(null);
  const [moveIds, setMoveIds] = useState<number[] | null>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const { sort, query } = list.params;
  const table = useListTable(list, PRODUCT_SORT, canSelect);

  const changed = () => {
    quietly(list.load());
    void counts.refetch();
  };

  /** Runs a change to some rows, then reloads (a page back when this one would be emptied). */
  const change = async (ids: number[], action: () => Promise<void>, done: string, leaves: boolean) => {
    await action();
    notifySuccess(done);
    const current = list.current();
    void counts.refetch();
    await list.load(
      leaves ? { page: pageAfterRemoval(current.params.page, current.rows.length, ids.length) } : {},
    );
  };

  const bulk: ProductBulk = {
    shelf: (ids, onShelf) =>
      change(
        ids,
        () => setShelf(ids, onShelf),
        t(onShelf ? 'shelf.changedOn' : 'shelf.changedOff'),
        query.tab !== 'soldOut' && query.tab !== 'lowStock',
      ),
    move: setMoveIds,
    recycle: (ids) => change(ids, () => recycleProducts(ids), t('done.recycled'), true),
    restore: (ids) => change(ids, () => restoreProducts(ids), t('done.restored'), true),
    purge: (ids) => change(ids, () => purgeProducts(ids), t('done.purged'), true),
  };

  const switchTab = (tab: ProductTab) => {
    quietly(list.load({ query: { ...list.current().params.query, tab }, page: 0 }));
    void counts.refetch();
  };

  const search = (filters: ProductFilters) =>
    list.load({ query: { ...filters, tab: list.current().params.query.tab }, page: 0 });

  const exportList = async () => {
    setExporting(true);
    try {
      const file = await http.file(`${PRODUCT_URL}/download`, {
        ...productParams(list.current().params.query),
      });
      saveBlob(file.blob, fileNameOf(file.disposition) ?? `${t('title')}.xlsx`);
    } finally {
      setExporting(false);
    }
  };

  const dataColumns = useProductColumns({
    categories: list.cateList,
    sort,
    onChanged: changed,
  });
  const columns: ProductColumn[] = [
    ...dataColumns,
    {
      key: 'actions',
      title: common('crud.actions'),
      className: mobile ? undefined : 'hh-sticky-end',
      render: (_value, row) => (
        <ProductRowActions
          product={row}
          onStock={setStockFor}
          onLedger={setLedgerFor}
          onRecycle={bulk.recycle}
          onRestore={bulk.restore}
          onPurge={bulk.purge}
        />
      ),
    },
  ];
  const shown = columns.filter((column) => !visibility.hidden.includes(column.key));
  const emptyText = query.tab === 'recycle' && !isFiltered(query) ? t('empty.recycle') : t('empty.filtered');

  return (
    <div className="hh-crud hh-product-list" data-testid="product-list">
      <QueryBar name="goods-product-query" defaultQuery={DEFAULT_FILTERS} onSearch={search}>
        <ProductQueryFields />
      </QueryBar>
      <ProductTabs tab={query.tab} counts={counts.data} onChange={switchTab} />
      <ProductToolbar
        tab={query.tab}
        selectedIds={list.selectedIds}
        bulk={bulk}
        exporting={exporting}
        onExport={() => quietly(exportList())}
        onImport={() => setImporting(true)}
        onRefresh={changed}
        columns={columns.map(({ key, title }) => ({ key, title }))}
        visibility={visibility}
      />
      <Table<ProductRow>
        rowKey="id"
        columns={shown}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
        {...table}
        data-testid="product-table"
      />
      <WhenOpened open={stockFor !== null}>
        <StockDialog
          product={stockFor}
          onClose={() => setStockFor(null)}
          onDone={() => {
            setStockFor(null);
            changed();
          }}
        />
      </WhenOpened>
      <WhenOpened open={ledgerFor !== null}>
        <LedgerDrawer product={ledgerFor} onClose={() => setLedgerFor(null)} />
      </WhenOpened>
      <WhenOpened open={moveIds !== null}>
        <MoveCategoryDialog
          ids={moveIds}
          onClose={() => setMoveIds(null)}
          onDone={() => {
            setMoveIds(null);
            changed();
          }}
        />
      </WhenOpened>
      <WhenOpened open={importing}>
        <ImportDialog open={importing} onClose={() => setImporting(false)} onImported={changed} />
      </WhenOpened>
    </div>
  );
}
