import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { NumberField } from '../../../components/form/NumberField.tsx';
import { SwitchField } from '../../../components/form/SwitchField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
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

/** A plan's limit: a required whole number from 1. */
function CountField({ name, max }: { name: 'durationDays' | 'maxStores' | 'maxStaff'; max: number }) {
  const t = usePlatformT();
  return (
    <NumberField
      name={name}
      label={t(`plan.${name}`)}
      rules={[{ required: true, message: t('plan.numberRequired') }]}
      min={1}
      max={max}
      full
    />
  );
}

/** The price stays the text typed (a decimal string): it is checked as text, never turned into a float. */
export function PlanFormFields() {
  const t = usePlatformT();
  return (
    <>
      <TextField name="name" label={t('plan.name')} required={t('plan.nameRequired')} maxLength={30} />
      <TextField name="nameEn" label={t('plan.nameEn')} required={t('plan.nameEnRequired')} maxLength={60} />
      <Form.Item name="price" label={t('plan.price')} rules={priceRules(t)}>
        <Input prefix="¥" inputMode="decimal" maxLength={12} />
      </Form.Item>
      <CountField name="durationDays" max={3650} />
      <CountField name="maxStores" max={100000} />
      <CountField name="maxStaff" max={100000} />
      <SwitchField name="enabled" label={t('plan.enabled')} />
    </>
  );
}
