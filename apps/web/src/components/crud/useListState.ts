import { cateRef, pageSchema, type Wire } from '@hh/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { http } from '../../http/client.ts';
import { quietly } from '../../lib/quietly.ts';
import { type Ranked, rankRows } from './listLogic.ts';
import { firstParams, requestParams } from './requestParams.ts';
import type { CrudConfig, CrudRecord, ListParams } from './types.ts';

export type CateRef = Wire<typeof cateRef>;

export interface ListState<Row, Query> {
  params: ListParams<Query>;
  rows: Ranked<Row>[];
  total: number;
  /** The page's `cateList` where the list sends one (the rows' categories and their parents). */
  cateList: readonly CateRef[];
  loading: boolean;
  selectedIds: number[];
  setSelectedIds(ids: number[]): void;
  /** Loads with the given changes to page, size, sort or query; clears loading and rethrows on failure. */
  load(patch?: Partial<ListParams<Query>>): Promise<void>;
  /** The parameters and rows as they are now, for actions that run after an await. */
  current(): { params: ListParams<Query>; rows: Ranked<Row>[] };
}

/** How a list's rows come over the wire and become the screen's rows. */
type RowShape<Row, WireRow> = Pick<CrudConfig<Row & CrudRecord, object, object, WireRow>, 'row' | 'toRow'>;

const listSchema = <Row, WireRow>(config: RowShape<Row, WireRow>) =>
  pageSchema(config.row).extend({ cateList: z.array(cateRef).optional() });

function rankedRows<Row extends CrudRecord, WireRow>(
  config: RowShape<Row, WireRow>,
  page: { content: unknown[] },
): Ranked<Row>[] {
  return rankRows(
    config.toRow ? page.content.map((row) => config.toRow?.(row as WireRow) as Row) : (page.content as Row[]),
  );
}

function arrivedPage<Row extends CrudRecord, Values extends object, Query extends object, WireRow>(
  config: CrudConfig<Row, Values, Query, WireRow>,
  params: ListParams<Query>,
) {
  const { url, toParams, paged = true } = config;
  const page = http.takeArrived(url, listSchema(config), requestParams(params, toParams, paged));
  if (page === undefined) return undefined;
  return { rows: rankedRows(config, page), total: page.totalElements, cateList: page.cateList ?? [] };
}

export function useListState<
  Row extends CrudRecord,
  Values extends object,
  Query extends object,
  WireRow = Row,
>(config: CrudConfig<Row, Values, Query, WireRow>): ListState<Row, Query> {
  const configRef = useRef(config);
  configRef.current = config;
  const [params, setParams] = useState<ListParams<Query>>(() => firstParams(config));
  const paramsRef = useRef(params);
  // The first page, when it was fetched ahead and has already arrived: shown by the first render.
  const [arrived] = useState(() => arrivedPage(config, params));
  const [rows, setRows] = useState<Ranked<Row>[]>(() => arrived?.rows ?? []);
  const rowsRef = useRef(rows);
  const [total, setTotal] = useState(arrived?.total ?? 0);
  const [cateList, setCateList] = useState<readonly CateRef[]>(arrived?.cateList ?? []);
  const [loading, setLoading] = useState(false);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const loadFirst = useRef(arrived === undefined);
  const latest = useRef(0);

  const load = useCallback(async (patch: Partial<ListParams<Query>> = {}) => {
    const next = { ...paramsRef.current, ...patch };
    paramsRef.current = next;
    setParams(next);
    latest.current += 1;
    const request = latest.current;
    const { url, toParams, paged = true } = configRef.current;
    setLoading(true);
    try {
      const query = requestParams(next, toParams, paged);
      const page = await http.get(url, listSchema(configRef.current), query);
      if (request !== latest.current) return;
      const ranked = rankedRows(configRef.current, page);
      rowsRef.current = ranked;
      setRows(ranked);
      setTotal(page.totalElements);
      setCateList(page.cateList ?? []);
      setSelectedIds([]);
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (loadFirst.current) quietly(load());
    loadFirst.current = true;
  }, [load]);

  const current = useCallback(() => ({ params: paramsRef.current, rows: rowsRef.current }), []);

  return { params, rows, total, cateList, loading, selectedIds, setSelectedIds, load, current };
}
