import { Alert, DatePicker, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** Why an activity's goods and prices cannot change any more, above its form. */
export function LockedAlert({ locked, text, testId }: { locked: boolean; text: string; testId: string }) {
  if (!locked) return null;
  return <Alert type="warning" showIcon className="hh-crud-wide" title={text} data-testid={testId} />;
}

/** The activity's name. */
export function ActivityTitleField({ label, testId }: { label: string; testId: string }) {
  return (
    <Form.Item name="title" label={label} rules={[{ required: true }]}>
      <Input maxLength={40} data-testid={testId} />
    </Form.Item>
  );
}

/** When the activity runs (`window`: start and end, with times). */
export function ActivityWindowField({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="window"
      label={t('marketing.window')}
      rules={[{ required: true }]}
      className="hh-crud-wide"
    >
      <DatePicker.RangePicker showTime data-testid={testId} />
    </Form.Item>
  );
}

/** The activity's description for shoppers. */
export function ActivityDescriptionField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="description" label={t('marketing.description')} className="hh-crud-wide">
      <Input.TextArea maxLength={200} rows={2} />
    </Form.Item>
  );
}
