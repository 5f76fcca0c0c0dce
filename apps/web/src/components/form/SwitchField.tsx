import { Form, type FormItemProps, Switch } from 'antd';

interface SwitchFieldProps extends Pick<FormItemProps, 'extra'> {
  name: string;
  label: string;
  testId?: string;
}

/** A form's yes or no. */
export function SwitchField({ name, label, extra, testId }: SwitchFieldProps) {
  return (
    <Form.Item name={name} label={label} extra={extra} valuePropName="checked">
      <Switch data-testid={testId} />
    </Form.Item>
  );
}
