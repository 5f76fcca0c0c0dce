import { h5Paths } from '@hh/shared';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { inCompany } from '../../db/access.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { companies } from '../companies/index.ts';

/**
 * The shop's live H5 address and a QR code of it (SVG): `origin` is where this server is reached
 * (PUBLIC_URL or its own address, never a request's Host header).
 */
export async function storefrontLink(ctx: CompanyContext, origin: string) {
  const [shop] = await inCompany(ctx, (tx) =>
    tx
      .select({ companyKey: companies.companyKey })
      .from(companies)
      .where(eq(companies.id, ctx.principal.companyId)),
  );
  if (!shop) throw notFound();
  const url = new URL(h5Paths.home(shop.companyKey), origin).toString();
  const qrSvg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { url, qrSvg };
}
