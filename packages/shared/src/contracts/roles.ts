import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../list.ts';
import { wholeIn } from '../numberRange.ts';
import { idList, timestamp } from './common.ts';

export const ROLES_URL = '/api/roles';

export const roleInput = z.object({
  name: z.string().trim().min(1, 'msg:required').max(40),
  level: wholeIn(1, 99),
  description: z.string().trim().max(200).default(''),
  isAdmin: z.boolean().default(false),
});

/** A stock role's English name while the shop keeps its stock name; empty for a name the shop typed. */
const nameEn = z.string();

export const roleRow = roleInput.extend({
  id: z.number(),
  nameEn,
  menus: z.array(z.number()),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

/** A role's name as a reader of `lang` sees it: the English name in English when it has one. */
export const roleNameIn = (role: { name: string; nameEn: string }, lang: string): string =>
  lang.startsWith('en') && role.nameEn !== '' ? role.nameEn : role.name;

export const roleBrief = roleInput.extend({
  id: z.number(),
  nameEn,
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

const roleFilter = z.object({ blurry: z.string().trim().max(50).optional() });

export const rolesContract = {
  listQuery: pageQuerySchema.extend(roleFilter.shape),
  list: pageSchema(roleRow),
  exportQuery: roleFilter,
  all: z.array(roleBrief),
  level: z.object({ level: z.number().nullable() }),
  one: roleRow,
  create: roleInput,
  update: roleInput.extend({ id: z.number().int().positive() }),
  setMenus: z.object({
    id: z.number().int().positive(),
    menus: z.array(z.number().int().positive()).max(2000),
  }),
  remove: idList,
};
