import { DEALERS_URL, dealersContract, type regionRow, type Wire } from '@hh/shared';
import { http } from '../../http/client.ts';

export type Region = Wire<typeof regionRow>;

/** Children of a region; `pid` 0 gives the provinces. */
export const fetchRegions = (pid: number) =>
  http.get(`${DEALERS_URL}/getJdCityByPid/${pid}`, dealersContract.regions);
