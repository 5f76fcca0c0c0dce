import { unchecked } from '../../../http/client.ts';
import { FREIGHT_URL, type FreightTemplateSummary } from '../api.ts';

export type ChargeBy = FreightTemplateSummary['chargeBy'];
export const CHARGE_BY: readonly ChargeBy[] = ['piece', 'weight', 'volume'];

/** Decimal strings: units (pieces, kg or m³) with up to 3 decimals, prices with up to 2. */
export interface FreightRule {
  regionIds: number[];
  first: string;
  firstPrice: string;
  additional: string;
  additionalPrice: string;
}

export interface FreeRule {
  regionIds: number[];
  minCount?: number;
  minAmount?: string;
}

export interface FreightTemplate extends FreightTemplateSummary {
  rules: FreightRule[];
  freeRules: FreeRule[];
  sort: number;
  createdAt: string;
  updatedAt: string;
}

export interface CalculateRequest {
  templateId: number;
  regionId: number;
  quantity: number;
  /** Total weight (kg) or volume (m³) when the template charges by them. */
  units?: string;
  amount?: string;
}

export interface CalculateResult {
  fee: string;
  free: boolean;
  rule: FreightRule | null;
}

export const calculateFreight = (body: CalculateRequest) =>
  unchecked.post<CalculateResult>(`${FREIGHT_URL}/calculate`, body);
