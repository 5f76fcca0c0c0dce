import { fieldError } from '../../../lib/errors.ts';
import { childRegions } from '../../regions/index.ts';

/**
 * Checks province → city → district against the shared region data and names each level. A city
 * with districts needs one of them; a city without any takes none.
 */
export function regionChain(provinceId: number, cityId: number, districtId: number | null) {
  const province = childRegions(0).find((r) => r.id === provinceId);
  if (!province) throw fieldError('provinceId', 'validation.region');
  const city = childRegions(provinceId).find((r) => r.id === cityId);
  if (!city) throw fieldError('cityId', 'validation.region');
  const districts = childRegions(cityId);
  const district = districtId === null ? undefined : districts.find((r) => r.id === districtId);
  if ((districts.length > 0 || districtId !== null) && !district)
    throw fieldError('districtId', 'validation.region');
  return {
    provinceId,
    provinceName: province.name,
    cityId,
    cityName: city.name,
    districtId: district?.id ?? null,
    districtName: district?.name ?? null,
  };
}
