import { DICT_DETAILS_URL, DICT_PAGE, DICT_SIZE, dictEntry, pageSchema, type Wire } from '@hh/shared';
import { http } from '../../http/client.ts';

export type DictDetail = Wire<typeof dictEntry>;

const entries = pageSchema(dictEntry);

export async function fetchDictDetails(dictName: string): Promise<DictDetail[]> {
  const page = await http.get(DICT_DETAILS_URL, entries, { dictName, page: DICT_PAGE, size: DICT_SIZE });
  return page.content;
}
