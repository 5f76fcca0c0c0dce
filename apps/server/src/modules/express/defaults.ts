import type { Tx } from '../../db/client.ts';
import { expressCompanies } from './schema.ts';

/**
 * The couriers every shop starts with, by Kdniao code, in this order (migration 0014 gives the same
 * list to the shops that existed before).
 * @internal
 */
export const DEFAULT_EXPRESS_COMPANIES: readonly (readonly [code: string, name: string])[] = [
  ['SF', '顺丰速运'],
  ['ZTO', '中通快递'],
  ['YTO', '圆通速递'],
  ['YD', '韵达速递'],
  ['STO', '申通快递'],
  ['JD', '京东物流'],
  ['EMS', 'EMS'],
  ['YZPY', '邮政快递包裹'],
  ['JTSD', '极兔速递'],
  ['DBL', '德邦快递'],
  ['HTKY', '百世快递'],
  ['ZJS', '宅急送'],
  ['ANE', '安能物流'],
  ['KYSY', '跨越速运'],
];

/** Gives a new company the default couriers, enabled, sorted 1..n. */
export async function seedExpressCompanies(tx: Tx, companyId: number): Promise<void> {
  await tx
    .insert(expressCompanies)
    .values(DEFAULT_EXPRESS_COMPANIES.map(([code, name], i) => ({ companyId, code, name, sort: i + 1 })));
}
