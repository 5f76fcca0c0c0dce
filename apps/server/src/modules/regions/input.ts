import { z } from 'zod';
import { fieldError } from '../../lib/errors.ts';
import { childRegions, regionName } from './service.ts';

/** Province / city / district ids chosen through the region cascade; each must sit under the one before. */
export const regionInput = {
  provinceId: z.number().int().positive().nullable().default(null),
  cityId: z.number().int().positive().nullable().default(null),
  districtId: z.number().int().positive().nullable().default(null),
};

export interface RegionIds {
  provinceId: number | null;
  cityId: number | null;
  districtId: number | null;
}

export function resolveRegion(ids: RegionIds): RegionIds & { regionName: string | null } {
  const chain: [keyof RegionIds, number | null, number][] = [
    ['provinceId', ids.provinceId, 0],
    ['cityId', ids.cityId, ids.provinceId ?? -1],
    ['districtId', ids.districtId, ids.cityId ?? -1],
  ];
  const names: string[] = [];
  for (const [field, id, parent] of chain) {
    if (id === null) continue;
    if (!childRegions(parent).some((r) => r.id === id)) throw fieldError(field, 'validation.region');
    names.push(regionName(id)!);
  }
  return { ...ids, regionName: names.length ? names.join(' ') : null };
}
