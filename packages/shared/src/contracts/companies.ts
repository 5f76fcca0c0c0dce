import { z } from 'zod';
import { COMPANY_STATUSES } from '../constants.ts';
import { mobile } from './common.ts';

export { COMPANY_CONFIG_URL } from '../first-urls.ts';

/** The tenant's own URLs (the spec's names): `/api/systemCompanyConfig/*`. */

const companySummary = z.object({
  companyId: z.number(),
  companyKey: z.string(),
  companyName: z.string(),
  headPortrait: z.string().nullable(),
  status: z.enum(COMPANY_STATUSES),
  expireTime: z.string().nullable(),
  planName: z.string().nullable(),
  isPlatform: z.boolean(),
});

/** A company as one of its members sees it, with the member's role names there. */
export const memberCompany = companySummary.extend({ roles: z.array(z.string()) });

/** The current shop with its contact details (the shop profile). */
export const companyProfile = companySummary.extend({
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  categoryId: z.number().nullable(),
});

export const companiesContract = {
  /** The caller's own phone; empty for a person without one (the production operator). */
  ofUserQuery: z.object({ userPhone: z.union([mobile(), z.literal('')]).default('') }),
  ofUser: z.object({ companyList: z.array(memberCompany) }),
  chooseQuery: z.object({ companyId: z.coerce.number().int().positive() }),
  choose: memberCompany.extend({ token: z.string() }),
  byKeyQuery: z.object({ companyKey: z.string().trim().min(1).max(64) }),
  byKey: z.object({
    companyId: z.number(),
    companyKey: z.string(),
    companyName: z.string(),
    headPortrait: z.string().nullable(),
    status: z.string(),
  }),
  founderQuery: z.object({ id: z.coerce.number().int().positive() }),
};
