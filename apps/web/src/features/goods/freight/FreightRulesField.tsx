import { Form, type FormRule, Input } from 'antd';
import { AddRowButton, RemoveRowButton } from '../../../components/RowButtons.tsx';
import { RegionSelect } from '../../../components/region/RegionSelect.tsx';
import { useProvinces } from '../../../components/region/useProvinces.ts';
import { useCatalogT } from '../catalogI18n.ts';
import { FreightHead } from './FreightHead.tsx';
import type { ChargeBy, FreightRule } from './freightApi.ts';
import { emptyRule, MONEY, positive, ruleProblem, validUnits } from './freightForm.ts';

/** The per-region rules: provinces (none = all other regions), first units and price, further units and price. */
export function FreightRulesField({ chargeBy }: { chargeBy: ChargeBy }) {
  const t = useCatalogT();
  const { nameOf } = useProvinces();
  const required: FormRule = { required: true, whitespace: true, message: t('freight.validation.required') };
  const money: FormRule = { pattern: MONEY, message: t('freight.validation.money') };
  const units = (mustBePositive: boolean): FormRule => ({
    validator: (_, value: string | undefined) => {
      if (!value?.trim()) return Promise.resolve();
      if (!validUnits(chargeBy, value)) {
        const key = chargeBy === 'piece' ? 'integer' : 'units';
        return Promise.reject(new Error(t(`freight.validation.${key}`)));
      }
      return mustBePositive && !positive(value)
        ? Promise.reject(new Error(t('freight.validation.positive')))
        : Promise.resolve();
    },
  });
  const columns = [
    t('freight.regions'),
    t(`freight.first.${chargeBy}`),
    t('freight.firstPrice'),
    t(`freight.additional.${chargeBy}`),
    t('freight.additionalPrice'),
  ];

  return (
    <Form.List
      name="rules"
      rules={[
        {
          validator: (_, rules: FreightRule[] | undefined) => {
            if (!rules?.length) return Promise.reject(new Error(t('freight.validation.rulesRequired')));
            const problem = ruleProblem(rules);
            if (problem?.kind === 'oneOther')
              return Promise.reject(new Error(t('freight.validation.oneOther')));
            if (problem?.kind === 'regionTwice') {
              return Promise.reject(
                new Error(t('freight.validation.regionTwice', { name: nameOf(problem.regionId) })),
              );
            }
            return Promise.resolve();
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <div className="hh-freight-grid hh-freight-rules" data-testid="freight-rules">
          <FreightHead columns={columns} />
          {fields.map((field, index) => {
            const label = (title: string) => `${title} ${index + 1}`;
            return (
              <div key={field.key} className="hh-freight-row" data-testid="freight-rule">
                <Form.Item name={[field.name, 'regionIds']}>
                  <RegionSelect
                    placeholder={t('freight.allOtherRegions')}
                    label={label(t('freight.regions'))}
                    testId="freight-rule-regions"
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'first']} rules={[required, units(true)]}>
                  <Input aria-label={label(columns[1] ?? '')} data-testid="freight-rule-first" />
                </Form.Item>
                <Form.Item name={[field.name, 'firstPrice']} rules={[required, money]}>
                  <Input
                    prefix="¥"
                    aria-label={label(columns[2] ?? '')}
                    data-testid="freight-rule-first-price"
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'additional']} rules={[required, units(false)]}>
                  <Input aria-label={label(columns[3] ?? '')} data-testid="freight-rule-additional" />
                </Form.Item>
                <Form.Item name={[field.name, 'additionalPrice']} rules={[required, money]}>
                  <Input
                    prefix="¥"
                    aria-label={label(columns[4] ?? '')}
                    data-testid="freight-rule-additional-price"
                  />
                </Form.Item>
                <RemoveRowButton
                  label={t('freight.removeRule')}
                  disabled={fields.length <= 1}
                  onClick={() => remove(field.name)}
                  testId="freight-rule-remove"
                />
              </div>
            );
          })}
          <Form.ErrorList errors={errors} />
          <AddRowButton onClick={() => add(emptyRule())} testId="freight-rule-add">
            {t('freight.addRule')}
          </AddRowButton>
        </div>
      )}
    </Form.List>
  );
}
