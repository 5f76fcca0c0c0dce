import { Form, Input } from 'antd';

interface BlurryFieldProps {
  placeholder: string;
  testId: string;
}

/** A query bar's free text (`blurry`): the server matches it against the list's main texts. */
export function BlurryField({ placeholder, testId }: BlurryFieldProps) {
  return (
    <Form.Item name="blurry">
      <Input allowClear placeholder={placeholder} data-testid={testId} />
    </Form.Item>
  );
}
