import { DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACTIONS, actionLabel, ENTITIES, entityLabel } from './labels.ts';

export function LogQueryFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="username">
        <Input allowClear placeholder={t('log.username')} aria-label={t('log.username')} />
      </Form.Item>
      <Form.Item name="entity">
        <Select
          allowClear
          placeholder={t('log.entity')}
          aria-label={t('log.entity')}
          options={ENTITIES.map((value) => ({ value, label: entityLabel(t, value) }))}
          data-testid="log-entity"
        />
      </Form.Item>
      <Form.Item name="action">
        <Select
          allowClear
          placeholder={t('log.action')}
          aria-label={t('log.action')}
          options={ACTIONS.map((value) => ({ value, label: actionLabel(t, value) }))}
          data-testid="log-action"
        />
      </Form.Item>
      <Form.Item name="time">
        <DatePicker.RangePicker showTime placeholder={[t('crud.startTime'), t('crud.endTime')]} />
      </Form.Item>
    </>
  );
}
