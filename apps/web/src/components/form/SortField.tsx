import type { FormItemProps } from 'antd';
import { NumberField } from './NumberField.tsx';

interface SortFieldProps extends Pick<FormItemProps, 'extra'> {
  label: string;
  max?: number;
}

/** A row's place in its list (`sort`): a whole number from 0, smaller first, as wide as the form. */
export function SortField({ label, max = 99999, extra }: SortFieldProps) {
  return <NumberField name="sort" label={label} extra={extra} min={0} max={max} full />;
}
