import { z } from 'zod';

/** A positive amount of money with at most two decimals, kept as a decimal string end to end. */
export const moneyAmount = () =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^(0|[1-9]\d{0,8})(\.\d{1,2})?$/, 'msg:money'))
    .refine((v) => Number(v) > 0, 'msg:money');
