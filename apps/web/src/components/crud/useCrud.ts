import { noContent } from '@hh/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../http/client.ts';
import { notifySuccess } from '../../http/notify.ts';
import { fileNameOf, saveBlob } from './download.ts';
import { pageAfterRemoval } from './listLogic.ts';
import { requestParams } from './requestParams.ts';
import type { CrudConfig, CrudRecord } from './types.ts';
import { type CrudDialog, useCrudDialog } from './useCrudDialog.ts';
import { type ListState, useListState } from './useListState.ts';

export interface Crud<Row extends CrudRecord, Values extends object, Query extends object>
  extends ListState<Row, Query> {
  config: CrudConfig<Row, Values, Query, unknown>;
  dialog: CrudDialog<Row, Values>;
  exporting: boolean;
  /** Reloads the current page. */
  refresh(): Promise<void>;
  /** Applies the query from the first page. */
  search(query: Query): Promise<void>;
  /** `DELETE url [ids]`, then reloads, one page back when the current page would be emptied. */
  remove(ids: number[]): Promise<void>;
  /** Downloads `GET url/download?filters` under the server's name (`{title}数据_{date}.xlsx`). */
  download(): Promise<void>;
}

export function useCrud<Row extends CrudRecord, Values extends object, Query extends object, WireRow = Row>(
  config: CrudConfig<Row, Values, Query, WireRow>,
): Crud<Row, Values, Query> {
  const { t } = useTranslation();
  const list = useListState(config);
  const refresh = () => list.load();
  const dialog = useCrudDialog(config, refresh);
  const [exporting, setExporting] = useState(false);

  const search = (query: Query) => list.load({ query, page: 0 });

  const remove = async (ids: number[]) => {
    await http.delete(config.url, noContent, { body: ids });
    notifySuccess(t('common.deleteSucceeded'));
    const { params, rows } = list.current();
    await list.load({ page: pageAfterRemoval(params.page, rows.length, ids.length) });
  };

  const download = async () => {
    setExporting(true);
    try {
      const filters = requestParams(list.current().params, config.toParams, false);
      const file = await http.file(`${config.url}/download`, filters);
      saveBlob(file.blob, fileNameOf(file.disposition) ?? `${config.title}.xlsx`);
    } finally {
      setExporting(false);
    }
  };

  return { ...list, config, dialog, exporting, refresh, search, remove, download };
}
