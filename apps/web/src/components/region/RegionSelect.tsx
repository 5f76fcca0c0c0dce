import { Select } from 'antd';
import { useProvinces } from './useProvinces.ts';

interface RegionSelectProps {
  value?: number[];
  onChange?(value: number[]): void;
  placeholder: string;
  label: string;
  testId: string;
}

/** Several provinces of one rule. */
export function RegionSelect({ value, onChange, placeholder, label, testId }: RegionSelectProps) {
  const { options, loading } = useProvinces();
  return (
    <Select
      mode="multiple"
      value={value}
      onChange={onChange}
      options={options}
      loading={loading}
      allowClear
      maxTagCount="responsive"
      optionFilterProp="label"
      placeholder={placeholder}
      aria-label={label}
      data-testid={testId}
    />
  );
}
