import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../list.ts';
import { messageSchema } from './common.ts';

export { SHOP_FOOTER_URL, SYSTEM_CONFIG_URL } from '../first-urls.ts';

/** The known keys and what each accepts. */
const systemConfigKeys = {
  store_self_mention: z.coerce.number().int().min(1).max(2),
  tengxun_map_key: z.string().trim().max(100),
  goods_low_stock: z.coerce.number().int().min(1).max(100000),
} as const;

export type SystemConfigKey = keyof typeof systemConfigKeys;

/** The shop's footer (text and filing number, 备案号): shown to every staff member of the company. */

/** Where the footer's two fields are kept among the company's config entries. */
export const FOOTER_CONFIG_KEYS = { footerTxt: 'footer_txt', caseNumber: 'case_number' } as const;

export const shopFooter = z.object({
  footerTxt: z.string().trim().max(100),
  caseNumber: z.string().trim().max(60),
});

/** A saved entry, or a default one (`id` null) until the company saves its own. */
export const systemConfigEntry = z.object({
  id: z.number().nullable(),
  menuName: z.string(),
  value: z.string(),
});

export const systemConfigContract = {
  listQuery: pageQuerySchema,
  list: pageSchema(systemConfigEntry),
  /** POST: the store settings screen's two keys at once. */
  save: z.object({
    store_self_mention: systemConfigKeys.store_self_mention,
    tengxun_map_key: systemConfigKeys.tengxun_map_key.default(''),
  }),
  /** PUT: one key. */
  set: z.discriminatedUnion('menuName', [
    z.object({ menuName: z.literal('store_self_mention'), value: systemConfigKeys.store_self_mention }),
    z.object({ menuName: z.literal('tengxun_map_key'), value: systemConfigKeys.tengxun_map_key }),
    z.object({ menuName: z.literal('goods_low_stock'), value: systemConfigKeys.goods_low_stock }),
  ]),
  saved: messageSchema,
  footer: shopFooter,
};
