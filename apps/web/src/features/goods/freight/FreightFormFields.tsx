import { Form, Input, Radio, Switch } from 'antd';
import { NumberField } from '../../../components/form/NumberField.tsx';
import { useCatalogT } from '../catalogI18n.ts';
import { FreeRulesField } from './FreeRulesField.tsx';
import { FreightRulesField } from './FreightRulesField.tsx';
import { CHARGE_BY, type ChargeBy } from './freightApi.ts';

export function FreightFormFields() {
  const t = useCatalogT();
  const form = Form.useFormInstance();
  const chargeBy = (Form.useWatch('chargeBy', form) as ChargeBy | undefined) ?? 'piece';
  return (
    <>
      <Form.Item
        name="name"
        label={t('freight.name')}
        rules={[{ required: true, whitespace: true, message: t('common.nameRequired') }]}
      >
        <Input maxLength={40} data-testid="freight-name" />
      </Form.Item>
      <Form.Item name="chargeBy" label={t('freight.chargeBy')}>
        <Radio.Group
          optionType="button"
          options={CHARGE_BY.map((value) => ({ value, label: t(`freight.charge.${value}`) }))}
          data-testid="freight-charge-by"
        />
      </Form.Item>
      <NumberField
        name="sort"
        label={t('common.sort')}
        min={0}
        max={9999}
        input={{ className: 'hh-goods-number' }}
      />
      <Form.Item
        name="isDefault"
        label={t('freight.isDefault')}
        valuePropName="checked"
        extra={t('freight.defaultHint')}
      >
        <Switch data-testid="freight-default" />
      </Form.Item>
      <Form.Item label={t('freight.rules')} extra={t('freight.rulesHint')} className="hh-crud-wide" required>
        <FreightRulesField chargeBy={chargeBy} />
      </Form.Item>
      <Form.Item label={t('freight.freeRules')} extra={t('freight.freeRulesHint')} className="hh-crud-wide">
        <FreeRulesField />
      </Form.Item>
    </>
  );
}
