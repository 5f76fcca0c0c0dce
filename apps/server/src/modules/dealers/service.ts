import type { dealerFilter, dealersContract } from '@hh/shared';
import type { z } from 'zod';
import { containedInAny, equalsIfGiven } from '../../db/list.ts';
import { resolveRegion } from '../regions/index.ts';
import { dealers } from './schema.ts';

/** The database side of the dealer list (see crudRoutes): filters, sort columns, region names. */
export const dealerRecords = {
  table: dealers,
  where: (f: z.output<typeof dealerFilter>) => [
    containedInAny(f.blurry, dealers.name, dealers.contact, dealers.phone),
    equalsIfGiven(dealers.status, f.status),
    equalsIfGiven(dealers.level, f.level),
  ],
  sortable: { id: dealers.id, level: dealers.level, name: dealers.name, createTime: dealers.createdAt },
  toValues: (input: z.output<typeof dealersContract.create>) => ({ ...input, ...resolveRegion(input) }),
};
