import { Form } from 'antd';
import { RegionCascader } from './RegionCascader.tsx';

export interface RegionFormItemProps {
  label: string;
}

/** The form's `region` path; the record's `regionName` (kept in the form, not sent) shows while the chain loads. */
export function RegionFormItem({ label }: RegionFormItemProps) {
  const form = Form.useFormInstance();
  const savedName = Form.useWatch<string | null | undefined>('regionName', { form, preserve: true });
  return (
    <Form.Item name="region" label={label}>
      <RegionCascader savedName={savedName} />
    </Form.Item>
  );
}
