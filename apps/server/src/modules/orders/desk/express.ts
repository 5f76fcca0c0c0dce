import type { Tx } from '../../../db/client.ts';

export interface ExpressChoice {
  code: string;
  name: string;
}

/**
 * The express company a shipment names, by its code. The express module's `expressCompanyOf(tx, code)`
 * (unknown or disabled company: 400) replaces this when the two branches meet; until then the
 * code and name the caller gave are taken as they are.
 */
export async function expressOf(_tx: Tx, code: string, name: string): Promise<ExpressChoice> {
  return { code, name };
}
