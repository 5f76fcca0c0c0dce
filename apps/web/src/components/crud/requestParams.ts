import { DEFAULT_PAGE_SIZE, DEFAULT_SORT } from '@hh/shared';
import type { QueryParams } from '../../http/query.ts';
import type { ListParams } from './types.ts';

/** A list's parameters before anyone pages, sorts or filters. */
export function firstParams<Query>(config: {
  size?: number;
  sort?: readonly string[];
  defaultQuery: Query;
}): ListParams<Query> {
  return {
    page: 0,
    size: config.size ?? DEFAULT_PAGE_SIZE,
    sort: [...(config.sort ?? [DEFAULT_SORT])],
    query: config.defaultQuery,
  };
}

/** The query string of a list's request: paging and sort (when paged) and the filters. */
export function requestParams<Query extends object>(
  params: ListParams<Query>,
  toParams: ((query: Query) => QueryParams) | undefined,
  paged: boolean,
): QueryParams {
  const filters = toParams ? toParams(params.query) : (params.query as QueryParams);
  return paged ? { page: params.page, size: params.size, sort: params.sort, ...filters } : filters;
}
