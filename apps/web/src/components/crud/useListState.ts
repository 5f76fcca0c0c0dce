import { cateRef, pageSchema, type Wire } from '@hh/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { http } from '../../http/client.ts';
import { type Ranked, rankRows } from './listLogic.ts';
import { quietly } from './quietly.ts';
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
  const [rows, setRows] = useState<Ranked<Row>[]>([]);
  const rowsRef = useRef(rows);
  const [total, setTotal] = useState(0);
  const [cateList, setCateList] = useState<readonly CateRef[]>([]);
  const [loading, setLoading] = useState(false);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
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
      const { row, toRow } = configRef.current;
      const schema = pageSchema(row).extend({ cateList: z.array(cateRef).optional() });
      const page = await http.get(url, schema, query);
      if (request !== latest.current) return;
      const ranked = rankRows(toRow ? page.content.map(toRow) : (page.content as unknown as Row[]));
      rowsRef.current = ranked;
      setRows(ranked);
      setTotal(page.totalElements);
      setCateList(page.cateList ?? []);
      setSelectedIds([]);
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => quietly(load()), [load]);

  const current = useCallback(() => ({ params: paramsRef.current, rows: rowsRef.current }), []);

  return { params, rows, total, cateList, loading, selectedIds, setSelectedIds, load, current };
}
