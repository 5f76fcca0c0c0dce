import { DICT_DETAILS_URL, dictionariesContract, type dictRow, noContent, type Wire } from '@hh/shared';
import { http } from '../../http/client.ts';

export type Dict = Wire<typeof dictRow>;
export type DictInput = Wire<typeof dictionariesContract.create>;
type EntryInput = Wire<typeof dictionariesContract.createDetail>;

export const addEntry = (body: EntryInput) => http.post(DICT_DETAILS_URL, dictionariesContract.detail, body);

export const editEntry = (body: EntryInput & { id: number }) =>
  http.put(DICT_DETAILS_URL, dictionariesContract.detail, body);

export const deleteEntry = (id: number) => http.delete(`${DICT_DETAILS_URL}/${id}`, noContent);
