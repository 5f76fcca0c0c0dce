import { describe, expect, it } from 'vitest';
import { regionIds, regionPath } from './regionPath.ts';

describe('region path', () => {
  it('turns saved ids into the cascade path, stopping at the first gap', () => {
    expect(regionPath({ provinceId: 11, cityId: 1101, districtId: 110108 })).toEqual([11, 1101, 110108]);
    expect(regionPath({ provinceId: 13, cityId: 1301, districtId: null })).toEqual([13, 1301]);
    expect(regionPath({ provinceId: null, cityId: 1301, districtId: null })).toEqual([]);
  });

  it('turns a chosen path back into ids', () => {
    expect(regionIds([11, 1101])).toEqual({ provinceId: 11, cityId: 1101, districtId: null });
    expect(regionIds(undefined)).toEqual({ provinceId: null, cityId: null, districtId: null });
  });
});
