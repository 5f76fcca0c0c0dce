import { DICT_PAGE, DICT_SIZE, type Page } from '@hh/shared';
import { unchecked } from '../../http/client.ts';

export interface DictDetail {
  id: number;
  dictId: number;
  label: string;
  labelEn: string;
  value: string;
  sort: number;
}

export async function fetchDictDetails(dictName: string): Promise<DictDetail[]> {
  const page = await unchecked.get<Page<DictDetail>>('/api/dictDetail', {
    dictName,
    page: DICT_PAGE,
    size: DICT_SIZE,
  });
  return page.content;
}
