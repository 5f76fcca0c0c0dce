import { Form, type FormItemProps, Input } from 'antd';

interface AmountFieldProps extends Pick<FormItemProps, 'name' | 'label' | 'extra'> {
  /** What is wrong with the typed amount, in words, or undefined when it is fine. */
  problem(value: string | undefined): string | undefined;
  disabled?: boolean;
  testId: string;
}

/** A money amount typed as text (a decimal string, never a float), checked by the caller's rule. */
export function AmountField({ problem, disabled, testId, ...item }: AmountFieldProps) {
  return (
    <Form.Item
      {...item}
      rules={[
        {
          validator: async (_rule, value: string | undefined) => {
            const message = problem(value);
            if (message) throw new Error(message);
          },
        },
      ]}
    >
      <Input inputMode="decimal" autoComplete="off" maxLength={12} disabled={disabled} data-testid={testId} />
    </Form.Item>
  );
}
