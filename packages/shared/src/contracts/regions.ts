import { z } from 'zod';

export const REGIONS_URL = '/auth/cityList';

export const regionRow = z.object({ id: z.number(), name: z.string(), pid: z.number() });

/** Province / city / district ids chosen through the region cascade (the server checks the chain). */
export const regionFields = {
  provinceId: z.number().int().positive().nullable().default(null),
  cityId: z.number().int().positive().nullable().default(null),
  districtId: z.number().int().positive().nullable().default(null),
};

/** What a record chosen through the cascade answers with. */
export const regionColumns = {
  provinceId: z.number().nullable(),
  cityId: z.number().nullable(),
  districtId: z.number().nullable(),
  regionName: z.string().nullable(),
};

export const regionsContract = {
  listQuery: z.object({ pid: z.coerce.number().int().min(0).default(0) }),
  list: z.array(regionRow),
};
