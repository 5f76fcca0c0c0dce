import { freightContract, type freightRuleRow, type freightTemplateRow, type Wire } from '@hh/shared';
import { http } from '../../../http/client.ts';
import { FREIGHT_URL } from '../api.ts';

export { CHARGE_BY } from '@hh/shared';

export type FreightTemplate = Wire<typeof freightTemplateRow>;
export type ChargeBy = FreightTemplate['chargeBy'];
/** Decimal strings: units (pieces, kg or m³) with up to 3 decimals, prices with up to 2. */
export type FreightRule = Wire<typeof freightRuleRow>;
export type CalculateRequest = Wire<typeof freightContract.calculate>;
export type CalculateResult = Wire<typeof freightContract.quote>;

export const calculateFreight = (body: CalculateRequest) =>
  http.post(`${FREIGHT_URL}/calculate`, freightContract.quote, body);
