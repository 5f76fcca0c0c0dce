import { Form, Input, Radio, TimePicker } from 'antd';
import { useContactRules } from '../../components/contact/rules.ts';
import { useDictNumbers } from '../../components/dict/useDictNumbers.ts';
import { NumberField } from '../../components/form/NumberField.tsx';
import { SortField } from '../../components/form/SortField.tsx';
import { SwitchField } from '../../components/form/SwitchField.tsx';
import { MediaInput } from '../../components/media/MediaInput.tsx';
import { RegionFormItem } from '../../components/region/RegionFormItem.tsx';
import { useStoresT } from './i18n.ts';

/** The store dialog's fields; the logo comes from the media library. */
export function StoreFormFields() {
  const t = useStoresT();
  const rules = useContactRules();
  const statuses = useDictNumbers('store_status');
  return (
    <>
      <Form.Item name="name" label={t('store.name')} rules={rules.name}>
        <Input maxLength={60} placeholder={t('store.namePlaceholder')} />
      </Form.Item>
      <Form.Item name="contact" label={t('store.contact')}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="phone" label={t('store.phone')} rules={rules.phone}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="hours" label={t('store.businessHours')}>
        <TimePicker.RangePicker
          format="HH:mm"
          minuteStep={5}
          placeholder={[t('store.openTime'), t('store.closeTime')]}
          className="hh-field-full"
        />
      </Form.Item>
      <RegionFormItem label={t('store.region')} />
      <Form.Item name="address" label={t('store.address')}>
        <Input maxLength={200} />
      </Form.Item>
      <NumberField name="latitude" label={t('store.latitude')} min={-90} max={90} decimals={6} full />
      <NumberField name="longitude" label={t('store.longitude')} min={-180} max={180} decimals={6} full />
      <Form.Item name="logo" label={t('store.logo')} extra={t('store.logoHint')} className="hh-crud-wide">
        <MediaInput kind="image" size={64} />
      </Form.Item>
      <SwitchField name="pickupEnabled" label={t('store.pickup')} />
      <Form.Item name="status" label={t('store.status')}>
        <Radio.Group options={statuses} />
      </Form.Item>
      <SortField label={t('store.sort')} extra={t('store.sortHint')} />
    </>
  );
}
