import { eq } from 'drizzle-orm';
import { inCompany, inUser } from '../../db/access.ts';
import type { CompanyContext, UserContext } from '../../lib/context.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { companies, memberCompanies } from '../companies/index.ts';
import { toUserDto } from './dto.ts';
import { users } from './schema.ts';

/** The companies the caller belongs to; only for the caller's own phone (empty when the caller has none). */
export async function companiesOfUser(ctx: UserContext, userPhone: string) {
  const [me] = await inUser(ctx, (tx) =>
    tx.select({ phone: users.phone }).from(users).where(eq(users.id, ctx.principal.userId)),
  );
  if (!me || (me.phone ?? '') !== userPhone) throw forbidden('company.phoneMismatch');
  return memberCompanies(ctx);
}

export async function founderOf(ctx: CompanyContext, companyId: number) {
  if (companyId !== ctx.principal.companyId) throw notFound();
  return inCompany(ctx, async (tx) => {
    const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
    if (!company?.founderId) throw notFound();
    const [founder] = await tx.select().from(users).where(eq(users.id, company.founderId));
    if (!founder) throw notFound();
    return toUserDto(founder);
  });
}
