import type { z } from 'zod';
import type { QueryParams } from '../../http/client.ts';

export type CrudMode = 'add' | 'edit';

export interface CrudRecord {
  id: number;
}

export interface CrudConfig<
  Row extends CrudRecord,
  Values extends object,
  Query extends object,
  WireRow = Row,
> {
  /** The resource: list `GET url`, add `POST url`, edit `PUT url`, delete `DELETE url [ids]`. */
  url: string;
  /** The row's contract from `@hh/shared`: the list answer is checked against it in development. */
  row: z.ZodType<unknown, WireRow>;
  /** The row as the list keeps it, for wire rows keyed by another field than `id`. */
  toRow?(row: WireRow): Row;
  /** The contract of the add and edit answers (what `savedNotice` reads); unchecked when absent. */
  saved?: z.ZodType;
  /** The list's title in the current language (the export's name when the server gives none). */
  title: string;
  /** What one row is called, for the dialog titles ("add {item}"). */
  item?: string;
  /** The query fields' starting (and reset) values. */
  defaultQuery: Query;
  /** Query form values to request parameters; defaults to the values as they are. */
  toParams?(query: Query): QueryParams;
  /** The form of a new row. */
  emptyForm?(): Values;
  /** The form of an existing row (the saved copy that cancel restores). */
  toForm?(row: Row): Values;
  /** The request body of a submitted form; defaults to the form values (edit adds the id). */
  toBody?(values: Values, mode: CrudMode): object;
  /** The form field a refusal's field belongs to, where the body names it otherwise (a range's two ends). */
  formField?(field: string): string;
  /** A notice to show instead of the usual one after saving, from the server's answer. */
  savedNotice?(response: unknown, mode: CrudMode): string | undefined;
  sort?: readonly string[];
  size?: number;
  /** False for lists the server returns whole (no page, size or sort sent, no pager shown). */
  paged?: boolean;
}

export interface ListParams<Query> {
  page: number;
  size: number;
  sort: string[];
  query: Query;
}

/** An area's CRUD resource as its `api.ts` describes it (address, row, forms); the page adds the words. */
export type CrudResource<
  Row extends CrudRecord,
  Values extends object,
  Query extends object,
  WireRow = Row,
> = Omit<CrudConfig<Row, Values, Query, WireRow>, 'title' | 'item'>;
