export interface RegionIds {
  provinceId: number | null;
  cityId: number | null;
  districtId: number | null;
}

/** Province, city, district: the depth of the region cascade. */
export const REGION_DEPTH = 3;

export function regionPath(ids: RegionIds): number[] {
  const path: number[] = [];
  for (const id of [ids.provinceId, ids.cityId, ids.districtId]) {
    if (id === null) break;
    path.push(id);
  }
  return path;
}

export function regionIds(path: readonly number[] | undefined): RegionIds {
  return {
    provinceId: path?.[0] ?? null,
    cityId: path?.[1] ?? null,
    districtId: path?.[2] ?? null,
  };
}
