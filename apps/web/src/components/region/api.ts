import {
  DEALERS_URL,
  dealersContract,
  REGIONS_URL,
  type regionRow,
  regionsContract,
  type Wire,
} from '@hh/shared';
import { http } from '../../http/client.ts';

export type Region = Wire<typeof regionRow>;

/** Children of a region; `pid` 0 gives the provinces. */
export const fetchRegions = (pid: number) =>
  http.get(`${DEALERS_URL}/getJdCityByPid/${pid}`, dealersContract.regions);

/** Provinces are GB/T 2260 codes of two digits; `pid` 0 lists them. */
export const fetchProvinces = () => http.get(REGIONS_URL, regionsContract.list, { pid: 0 });
