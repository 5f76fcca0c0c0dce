import { Form, type FormItemProps, InputNumber, type InputNumberProps } from 'antd';
import { useRangeRule } from './rangeRule.ts';
import './form.css';

interface NumberFieldProps extends Omit<FormItemProps, 'children' | 'label'> {
  /** The field's label, shown above it and named in its range message. */
  label?: string;
  min: number;
  max: number;
  /** Decimals allowed; whole numbers when absent. */
  decimals?: number;
  /** The input's test id. */
  testId?: string;
  /** The input as wide as the form's column (a number input is narrow by itself). */
  full?: boolean;
  /** Props for the input itself (class, test id, size); never min, max or precision. */
  input?: Omit<InputNumberProps<number>, 'min' | 'max' | 'precision' | 'value' | 'onChange'>;
}

/**
 * A form's number: what is typed stays as typed (no clamping or rounding on blur); a value outside
 * [min, max] or not whole is refused with one message naming the range.
 */
export function NumberField({
  label,
  min,
  max,
  decimals,
  input,
  full,
  testId,
  rules = [],
  ...item
}: NumberFieldProps) {
  const rangeRule = useRangeRule();
  return (
    <Form.Item
      label={label}
      validateFirst
      rules={[...rules, rangeRule({ min, max, decimals }, label)]}
      {...item}
    >
      <InputNumber<number> className={full ? 'hh-field-full' : undefined} {...input} data-testid={testId} />
    </Form.Item>
  );
}
