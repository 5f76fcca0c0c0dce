import type { storeFilter, storesContract } from '@hh/shared';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { containedInAny, equalsIfGiven } from '../../db/list.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { assertPlanRoom } from '../companies/index.ts';
import { resolveRegion } from '../regions/index.ts';
import { stores } from './schema.ts';

/** The database side of the store list (see crudRoutes): filters, sort columns, region names, plan limit. */
export const storeRecords = {
  table: stores,
  where: (f: z.output<typeof storeFilter>) => [
    containedInAny(f.blurry, stores.name, stores.address, stores.phone),
    equalsIfGiven(stores.status, f.status),
    equalsIfGiven(stores.pickupEnabled, f.pickupEnabled),
  ],
  sortable: { id: stores.id, sort: stores.sort, name: stores.name, createTime: stores.createdAt },
  toValues: (input: z.output<typeof storesContract.create>) => ({ ...input, ...resolveRegion(input) }),
  beforeCreate: (tx: Tx, ctx: CompanyContext) =>
    assertPlanRoom(tx, ctx.principal.companyId, 'stores', stores),
};
