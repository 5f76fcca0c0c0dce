import { z } from 'zod';
import { COMPANY_STATUSES } from './schema.ts';

export const companySchema = z.object({
  companyId: z.number(),
  companyKey: z.string(),
  companyName: z.string(),
  headPortrait: z.string().nullable(),
  status: z.enum(COMPANY_STATUSES),
  expireTime: z.string().nullable(),
  planName: z.string().nullable(),
  isPlatform: z.boolean(),
});

export const memberCompanySchema = companySchema.extend({ roles: z.array(z.string()) });
export type MemberCompany = z.output<typeof memberCompanySchema>;
