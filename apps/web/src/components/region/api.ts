import { unchecked } from '../../http/client.ts';

export interface Region {
  id: number;
  name: string;
  pid: number;
}

/** Children of a region; `pid` 0 gives the provinces. */
export const fetchRegions = (pid: number) => unchecked.get<Region[]>(`/api/hhDealer/getJdCityByPid/${pid}`);
