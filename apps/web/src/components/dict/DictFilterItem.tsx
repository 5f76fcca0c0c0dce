import { Form, Select } from 'antd';
import { useDictNumbers } from './useDictNumbers.ts';

export interface DictFilterItemProps {
  /** The query field, e.g. `status`. */
  name: string;
  /** The dictionary of its values (numbers), e.g. `store_status`. */
  dict: string;
  placeholder: string;
  testId?: string;
}

/** A list filter choosing one value of a numeric dictionary (any, when cleared). */
export function DictFilterItem({ name, dict, placeholder, testId }: DictFilterItemProps) {
  const options = useDictNumbers(dict);
  return (
    <Form.Item name={name}>
      <Select allowClear placeholder={placeholder} options={options} data-testid={testId} />
    </Form.Item>
  );
}
