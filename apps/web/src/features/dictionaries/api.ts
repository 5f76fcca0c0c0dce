import type { DictDetail } from '../../components/dict/api.ts';
import { unchecked } from '../../http/client.ts';

export const DICT_URL = '/api/dict';
export const DICT_NAME_PATTERN = /^[a-z][a-z0-9_]{1,49}$/;

export interface Dict {
  id: number;
  name: string;
  description: string;
  createdAt: string;
  updatedAt: string;
}

export interface DictInput {
  name: string;
  description: string;
}

export interface EntryInput {
  dictId: number;
  label: string;
  labelEn: string;
  value: string;
  sort: number;
}

export const addEntry = (body: EntryInput) => unchecked.post<DictDetail>('/api/dictDetail', body);

export const editEntry = (body: EntryInput & { id: number }) =>
  unchecked.put<DictDetail>('/api/dictDetail', body);

export const deleteEntry = (id: number) => unchecked.delete<null>(`/api/dictDetail/${id}`);
