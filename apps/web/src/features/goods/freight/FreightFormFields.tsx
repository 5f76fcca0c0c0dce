import { Form, Radio } from 'antd';
import { SortField } from '../../../components/form/SortField.tsx';
import { SwitchField } from '../../../components/form/SwitchField.tsx';
import { useCatalogT } from '../catalogI18n.ts';
import { NameField } from '../NameField.tsx';
import { FreeRulesField } from './FreeRulesField.tsx';
import { FreightRulesField } from './FreightRulesField.tsx';
import { CHARGE_BY, type ChargeBy } from './freightApi.ts';

export function FreightFormFields() {
  const t = useCatalogT();
  const form = Form.useFormInstance();
  const chargeBy = (Form.useWatch('chargeBy', form) as ChargeBy | undefined) ?? 'piece';
  return (
    <>
      <NameField label={t('freight.name')} maxLength={40} testId="freight-name" />
      <Form.Item name="chargeBy" label={t('freight.chargeBy')}>
        <Radio.Group
          optionType="button"
          options={CHARGE_BY.map((value) => ({ value, label: t(`freight.charge.${value}`) }))}
          data-testid="freight-charge-by"
        />
      </Form.Item>
      <SortField label={t('common.sort')} max={9999} />
      <SwitchField
        name="isDefault"
        label={t('freight.isDefault')}
        extra={t('freight.defaultHint')}
        testId="freight-default"
      />
      <Form.Item label={t('freight.rules')} extra={t('freight.rulesHint')} className="hh-crud-wide" required>
        <FreightRulesField chargeBy={chargeBy} />
      </Form.Item>
      <Form.Item label={t('freight.freeRules')} extra={t('freight.freeRulesHint')} className="hh-crud-wide">
        <FreeRulesField />
      </Form.Item>
    </>
  );
}
