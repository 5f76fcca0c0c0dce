import { Form, Input, InputNumber } from 'antd';
import { useRangeRule } from '../../../components/form/rangeRule.ts';
import { AddRowButton, RemoveRowButton } from '../../../components/RowButtons.tsx';
import { RegionSelect } from '../../../components/region/RegionSelect.tsx';
import { useCatalogT } from '../catalogI18n.ts';
import { FreightHead } from './FreightHead.tsx';
import { emptyFreeRule, type FreeRuleForm, MONEY } from './freightForm.ts';

/** Free shipping per region: reached by a minimum count, a minimum amount, or either. */
export function FreeRulesField() {
  const t = useCatalogT();
  const rangeRule = useRangeRule();
  const columns = [t('freight.regions'), t('freight.minCount'), t('freight.minAmount')];
  return (
    <Form.List name="freeRules">
      {(fields, { add, remove }) => (
        <div className="hh-freight-grid hh-freight-free" data-testid="freight-free-rules">
          {fields.length > 0 ? (
            <FreightHead columns={columns} />
          ) : (
            <div className="hh-goods-hint">{t('freight.noFreeRules')}</div>
          )}
          {fields.map((field, index) => {
            const label = (title: string) => `${title} ${index + 1}`;
            const condition = ['freeRules', field.name];
            return (
              <div key={field.key} className="hh-freight-row" data-testid="freight-free-rule">
                <Form.Item
                  name={[field.name, 'regionIds']}
                  rules={[
                    { type: 'array', required: true, min: 1, message: t('freight.validation.freeRegions') },
                  ]}
                >
                  <RegionSelect
                    placeholder={t('freight.regionsPlaceholder')}
                    label={label(t('freight.regions'))}
                    testId="freight-free-regions"
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'minCount']}
                  dependencies={[[...condition, 'minAmount']]}
                  rules={[
                    ({ getFieldValue }) => ({
                      validator: (_, count: number | null | undefined) => {
                        const rule = getFieldValue(condition) as FreeRuleForm | undefined;
                        return count || rule?.minAmount?.trim()
                          ? Promise.resolve()
                          : Promise.reject(new Error(t('freight.validation.freeCondition')));
                      },
                    }),
                    rangeRule({ min: 1, max: 100000 }, columns[1]),
                  ]}
                  validateFirst
                >
                  <InputNumber
                    className="hh-goods-number"
                    aria-label={label(columns[1] ?? '')}
                    data-testid="freight-free-count"
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'minAmount']}
                  rules={[{ pattern: MONEY, message: t('freight.validation.money') }]}
                >
                  <Input prefix="¥" aria-label={label(columns[2] ?? '')} data-testid="freight-free-amount" />
                </Form.Item>
                <RemoveRowButton
                  label={t('freight.removeRule')}
                  onClick={() => remove(field.name)}
                  testId="freight-free-remove"
                />
              </div>
            );
          })}
          <AddRowButton onClick={() => add(emptyFreeRule())} testId="freight-free-add">
            {t('freight.addFreeRule')}
          </AddRowButton>
        </div>
      )}
    </Form.List>
  );
}
