import { describe, expect, it } from 'vitest';
import type { FreightTemplate } from './freightApi.ts';
import {
  emptyFreightForm,
  freightToBody,
  freightToForm,
  MONEY,
  positive,
  ruleProblem,
  validUnits,
} from './freightForm.ts';

const template: FreightTemplate = {
  id: 7,
  name: '标准快递',
  chargeBy: 'weight',
  isDefault: true,
  sort: 1,
  rules: [
    { regionIds: [11, 31], first: '1', firstPrice: '8.00', additional: '0.5', additionalPrice: '2.50' },
    { regionIds: [], first: '1', firstPrice: '12.00', additional: '1', additionalPrice: '5.00' },
  ],
  freeRules: [
    { regionIds: [11], minAmount: '99.00' },
    { regionIds: [31], minCount: 3 },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('freight template form', () => {
  it('round-trips a saved template through the form to the same body', () => {
    const { id, createdAt, updatedAt, ...body } = template;
    expect(freightToBody(freightToForm(template))).toEqual(body);
  });

  it('starts as a piece template with one rule for all regions and no free rules', () => {
    const form = emptyFreightForm();
    expect(form.chargeBy).toBe('piece');
    expect(form.rules).toHaveLength(1);
    expect(form.rules[0]?.regionIds).toEqual([]);
    expect(form.freeRules).toEqual([]);
  });

  it('trims the decimals and leaves out empty free-shipping conditions', () => {
    const form = freightToForm(template);
    form.rules[0] = { ...template.rules[0]!, firstPrice: ' 8.5 ' };
    form.freeRules = [
      { regionIds: [11], minCount: null, minAmount: ' 50 ' },
      { regionIds: [12], minCount: 2, minAmount: '' },
    ];
    const body = freightToBody(form);
    expect(body.rules[0]?.firstPrice).toBe('8.50');
    expect(body.freeRules).toEqual([
      { regionIds: [11], minAmount: '50.00' },
      { regionIds: [12], minCount: 2 },
    ]);
  });
});

describe('freight rule checks', () => {
  it('allows one "all other regions" rule and each province once', () => {
    expect(ruleProblem(template.rules)).toBeNull();
    expect(ruleProblem([{ regionIds: [] }, { regionIds: [] }])).toEqual({ kind: 'oneOther' });
    expect(ruleProblem([{ regionIds: [11, 12] }, { regionIds: [13, 12] }])).toEqual({
      kind: 'regionTwice',
      regionId: 12,
    });
  });

  it('reads amounts as text: whole pieces, three decimals of kg or m³, two of money', () => {
    expect(validUnits('piece', '2')).toBe(true);
    expect(validUnits('piece', '1.5')).toBe(false);
    expect(validUnits('weight', '0.125')).toBe(true);
    expect(validUnits('volume', '0.1255')).toBe(false);
    expect(validUnits('weight', '01')).toBe(false);
    expect(MONEY.test('12.50')).toBe(true);
    expect(MONEY.test('12.505')).toBe(false);
    expect(positive('0.00')).toBe(false);
    expect(positive('0.01')).toBe(true);
  });
});
