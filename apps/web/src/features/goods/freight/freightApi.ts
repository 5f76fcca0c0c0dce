import { type freightRuleRow, type freightTemplateRow, goodsFreightContract, type Wire } from '@hh/shared';
import { http } from '../../../http/client.ts';
import { FREIGHT_URL } from '../api.ts';

export { CHARGE_BY } from '@hh/shared';

export type FreightTemplate = Wire<typeof freightTemplateRow>;
export type ChargeBy = FreightTemplate['chargeBy'];
/** Decimal strings: units (pieces, kg or m³) with up to 3 decimals, prices with up to 2. */
export type FreightRule = Wire<typeof freightRuleRow>;
export type CalculateRequest = Wire<typeof goodsFreightContract.calculate>;
export type CalculateResult = Wire<typeof goodsFreightContract.quote>;

export const calculateFreight = (body: CalculateRequest) =>
  http.post(`${FREIGHT_URL}/calculate`, goodsFreightContract.quote, body);
