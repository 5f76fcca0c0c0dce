import { Form, type FormItemProps, Input, type InputProps } from 'antd';

interface TextFieldProps extends Omit<FormItemProps, 'children' | 'rules' | 'required'> {
  name: string;
  label: string;
  /** The message of an empty or blank field; optional without one. */
  required?: string;
  maxLength: number;
  /** Props for the input itself (placeholder, count). */
  input?: Omit<InputProps, 'maxLength'>;
  /** The input's test id. */
  testId?: string;
}

/** A form's line of text, refused when required and left empty or blank. */
export function TextField({ required, maxLength, input, testId, ...item }: TextFieldProps) {
  return (
    <Form.Item
      rules={required === undefined ? [] : [{ required: true, whitespace: true, message: required }]}
      {...item}
    >
      <Input maxLength={maxLength} {...input} data-testid={testId} />
    </Form.Item>
  );
}
