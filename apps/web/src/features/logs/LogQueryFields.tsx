import { AUDIT_ACTIONS, AUDIT_ENTITIES, validateIp } from '@hh/shared';
import { DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLogPeople } from './api.ts';
import { actionLabel, entityLabel } from './labels.ts';

export function LogQueryFields() {
  const { t } = useTranslation();
  const people = useLogPeople();
  const byLabel = (options: { value: string; label: string }[]) =>
    options.sort((a, b) => a.label.localeCompare(b.label));
  return (
    <>
      <Form.Item name="userId">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('log.person')}
          aria-label={t('log.person')}
          loading={people.isLoading}
          options={(people.data ?? []).map((p) => ({ value: p.id, label: `${p.nickName} (${p.username})` }))}
          data-testid="log-person-filter"
          style={{ minWidth: 180 }}
        />
      </Form.Item>
      <Form.Item name="entity">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('log.entity')}
          aria-label={t('log.entity')}
          options={byLabel(AUDIT_ENTITIES.map((value) => ({ value, label: entityLabel(t, value) })))}
          data-testid="log-entity"
          virtual={false}
          style={{ minWidth: 140 }}
        />
      </Form.Item>
      <Form.Item name="action">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('log.action')}
          aria-label={t('log.action')}
          options={AUDIT_ACTIONS.map((value) => ({ value, label: actionLabel(t, value) }))}
          data-testid="log-action"
          virtual={false}
          style={{ minWidth: 140 }}
        />
      </Form.Item>
      <Form.Item
        name="ip"
        rules={[
          {
            validator: (_, value) =>
              validateIp(value) ? Promise.reject(t('log.ipInvalid')) : Promise.resolve(),
          },
        ]}
      >
        <Input allowClear placeholder={t('log.ip')} aria-label={t('log.ip')} data-testid="log-ip" />
      </Form.Item>
      <Form.Item name="time">
        <DatePicker.RangePicker showTime placeholder={[t('crud.startTime'), t('crud.endTime')]} />
      </Form.Item>
    </>
  );
}
