import { DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';

export function StaffQueryFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="blurry">
        <Input allowClear placeholder={t('staff.blurry')} aria-label={t('staff.blurry')} />
      </Form.Item>
      <Form.Item name="createTime">
        <DatePicker.RangePicker placeholder={[t('crud.startTime'), t('crud.endTime')]} />
      </Form.Item>
      <Form.Item name="enabled">
        <Select
          allowClear
          placeholder={t('staff.status')}
          aria-label={t('staff.status')}
          options={[
            { value: 'true', label: t('crud.enabled') },
            { value: 'false', label: t('crud.disabled') },
          ]}
        />
      </Form.Item>
    </>
  );
}
