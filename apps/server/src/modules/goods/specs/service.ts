import type { specTemplateFilter } from '@hh/shared';
import { ilike } from 'drizzle-orm';
import type { z } from 'zod';
import { contains } from '../../../db/list.ts';
import { specTemplates } from './schema.ts';

/** The database side of the spec template list (see crudRoutes). */
export const specTemplateRecords = {
  table: specTemplates,
  where: (f: z.output<typeof specTemplateFilter>) => [
    f.blurry ? ilike(specTemplates.name, contains(f.blurry)) : undefined,
  ],
  sortable: { id: specTemplates.id, sort: specTemplates.sort },
};
