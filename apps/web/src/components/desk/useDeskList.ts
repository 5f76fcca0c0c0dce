import { useState } from 'react';
import type { z } from 'zod';
import type { QueryParams } from '../../http/client.ts';
import { quietly } from '../../lib/quietly.ts';
import { fileNameOf, saveBlob } from '../crud/download.ts';
import type { CrudRecord } from '../crud/types.ts';
import { type ListState, useListState } from '../crud/useListState.ts';

/** The tabs' counts under the current filters, as the area's query hook answers them. */
interface DeskCounts<Tab extends string> {
  data: Readonly<Record<Tab, number>> | undefined;
  refetch(): unknown;
}

/** What one area says about its list: where rows come from, its filters, counts and export. */
export interface DeskListConfig<Row extends CrudRecord, Filters extends { tab: Tab }, Tab extends string> {
  /**
   * The area's word for its rows, the testid prefix: `{name}-list` (and the class `hh-{name}-list`),
   * `{name}-query-…`, `{name}-tab-…`, `{name}-count-…`, `{name}-cards`, `{name}-table`, `{name}-export`,
   * `{name}-refresh`.
   */
  name: string;
  /** The list's URL; it also keys the kept column choice. */
  url: string;
  row: z.ZodType<unknown, Row>;
  /** The list's title (its kept tab's title). */
  title: string;
  defaultQuery: Filters;
  sort: readonly string[];
  tabs: readonly Tab[];
  tabLabel(tab: Tab): string;
  /** What an empty list says. */
  empty: string;
  /** The filters and the tab as the list's (and the export's) request parameters. */
  listParams(filters: Filters): QueryParams;
  /** The filters without the tab, for the counts. */
  filterParams(filters: Filters): QueryParams;
  useCounts(params: QueryParams): DeskCounts<Tab>;
  exportFile(params: QueryParams): Promise<{ blob: Blob; disposition: string | null }>;
  /** The export's name when the server gives none. */
  exportName: string;
  /** The query a search runs; by default the filters on the tab shown. */
  searchFilters?(filters: Filters, tab: Tab): Filters;
}

export interface DeskList<Row extends CrudRecord, Filters extends { tab: Tab }, Tab extends string> {
  config: DeskListConfig<Row, Filters, Tab>;
  list: ListState<Row, Filters>;
  counts: Readonly<Record<Tab, number>> | undefined;
  /** Reloads the page shown and the counts (after an action, a live change or refresh). */
  changed(): void;
  switchTab(tab: Tab): void;
  search(filters: Filters): Promise<void>;
  exporting: boolean;
  /** Downloads the selected rows, or all the filters match. */
  exportList(): void;
}

/** A desk list's state: rows by tab with live counts, search, refresh and export. */
export function useDeskList<Row extends CrudRecord, Filters extends { tab: Tab }, Tab extends string>(
  config: DeskListConfig<Row, Filters, Tab>,
): DeskList<Row, Filters, Tab> {
  const list = useListState<Row, object, Filters>({
    url: config.url,
    row: config.row,
    title: config.title,
    defaultQuery: config.defaultQuery,
    sort: config.sort,
    toParams: config.listParams,
  });
  const counts = config.useCounts(config.filterParams(list.params.query));
  const [exporting, setExporting] = useState(false);
  const query = () => list.current().params.query;

  const exportList = async () => {
    setExporting(true);
    try {
      const ids = list.selectedIds;
      const file = await config.exportFile(ids.length > 0 ? { ids } : config.listParams(query()));
      saveBlob(file.blob, fileNameOf(file.disposition) ?? config.exportName);
    } finally {
      setExporting(false);
    }
  };

  return {
    config,
    list,
    counts: counts.data,
    changed: () => {
      quietly(list.load());
      void counts.refetch();
    },
    switchTab: (tab) => quietly(list.load({ query: { ...query(), tab }, page: 0 })),
    search: (filters) =>
      list.load({
        query: config.searchFilters?.(filters, query().tab) ?? { ...filters, tab: query().tab },
        page: 0,
      }),
    exporting,
    exportList: () => quietly(exportList()),
  };
}
