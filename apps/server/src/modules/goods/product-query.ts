import { dateParam } from '@hh/shared';
import { z } from 'zod';
import { PRODUCT_TABS } from './product-service.ts';

const money = z
  .string()
  .trim()
  .regex(/^(0|[1-9]\d{0,8})(\.\d{1,2})?$/, 'msg:money');

/** The product list's filters, shared by the list and its export. */
export const productFilterQuery = z.object({
  tab: z.enum(PRODUCT_TABS).default('onSale'),
  blurry: z.string().trim().max(50).optional(),
  categoryId: z.coerce.number().int().positive().optional(),
  priceMin: money.optional(),
  priceMax: money.optional(),
  flag: z.enum(['isHot', 'isBest', 'isNew', 'isRecommend']).optional(),
  createTime: z.array(dateParam()).length(2).optional(),
});
