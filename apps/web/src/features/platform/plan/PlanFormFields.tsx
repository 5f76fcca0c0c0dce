import { Form, Input, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { NumberField } from '../../../components/form/NumberField.tsx';
import { type PlatformT, usePlatformT } from '../i18n.ts';
import { isValidPrice } from './price.ts';

const priceRules = (t: PlatformT): Rule[] => [
  { required: true, whitespace: true, message: t('plan.priceRequired') },
  {
    validator: (_, value: string | undefined) =>
      !value?.trim() || isValidPrice(value)
        ? Promise.resolve()
        : Promise.reject(new Error(t('plan.priceInvalid'))),
  },
];

const countRules = (t: PlatformT): Rule[] => [{ required: true, message: t('plan.numberRequired') }];

/** The price stays the text typed (a decimal string): it is checked as text, never turned into a float. */
export function PlanFormFields() {
  const t = usePlatformT();
  return (
    <>
      <Form.Item
        name="name"
        label={t('plan.name')}
        rules={[{ required: true, whitespace: true, message: t('plan.nameRequired') }]}
      >
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item
        name="nameEn"
        label={t('plan.nameEn')}
        rules={[{ required: true, whitespace: true, message: t('plan.nameEnRequired') }]}
      >
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="price" label={t('plan.price')} rules={priceRules(t)}>
        <Input prefix="¥" inputMode="decimal" maxLength={12} />
      </Form.Item>
      <NumberField
        name="durationDays"
        label={t('plan.durationDays')}
        rules={countRules(t)}
        min={1}
        max={3650}
        input={{ className: 'hh-platform-number' }}
      />
      <NumberField
        name="maxStores"
        label={t('plan.maxStores')}
        rules={countRules(t)}
        min={1}
        max={100000}
        input={{ className: 'hh-platform-number' }}
      />
      <NumberField
        name="maxStaff"
        label={t('plan.maxStaff')}
        rules={countRules(t)}
        min={1}
        max={100000}
        input={{ className: 'hh-platform-number' }}
      />
      <Form.Item name="enabled" label={t('plan.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}
