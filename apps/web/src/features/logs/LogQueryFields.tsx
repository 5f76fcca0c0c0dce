import { AUDIT_ACTIONS, AUDIT_ENTITIES, validateIp } from '@hh/shared';
import { DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLogPeople } from './api.ts';
import { actionLabel, entityLabel } from './labels.ts';

interface SearchSelectProps {
  name: string;
  label: string;
  options: { value: string | number; label: string }[];
  testId: string;
  loading?: boolean;
  minWidth?: number;
  /** A fixed short list: every option rendered (no virtual scroll), narrower. */
  short?: boolean;
}

/** A cleared-by-default filter choosing one option, searched by its label. */
function SearchSelect({ name, label, options, testId, loading, minWidth, short }: SearchSelectProps) {
  return (
    <Form.Item name={name}>
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={label}
        aria-label={label}
        loading={loading}
        options={options}
        data-testid={testId}
        virtual={short ? false : undefined}
        style={{ minWidth: minWidth ?? (short ? 140 : undefined) }}
      />
    </Form.Item>
  );
}

export function LogQueryFields() {
  const { t } = useTranslation();
  const people = useLogPeople();
  const byLabel = (options: { value: string; label: string }[]) =>
    options.sort((a, b) => a.label.localeCompare(b.label));
  return (
    <>
      <SearchSelect
        name="userId"
        label={t('log.person')}
        loading={people.isLoading}
        options={(people.data ?? []).map((p) => ({ value: p.id, label: `${p.nickName} (${p.username})` }))}
        testId="log-person-filter"
        minWidth={180}
      />
      <SearchSelect
        name="entity"
        label={t('log.entity')}
        options={byLabel(AUDIT_ENTITIES.map((value) => ({ value, label: entityLabel(t, value) })))}
        testId="log-entity"
        short
      />
      <SearchSelect
        name="action"
        label={t('log.action')}
        options={AUDIT_ACTIONS.map((value) => ({ value, label: actionLabel(t, value) }))}
        testId="log-action"
        short
      />
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
