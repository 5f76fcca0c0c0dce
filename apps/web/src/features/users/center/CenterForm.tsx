import { Button, Form, type FormInstance, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface CenterFormProps<V> {
  form: FormInstance<V>;
  onFinish: (values: V) => void | Promise<void>;
  initialValues?: FormProps<V>['initialValues'];
  saving: boolean;
  testId: string;
  children: ReactNode;
}

/** A form of the personal centre: its fields over one save button. */
export function CenterForm<V>({
  form,
  onFinish,
  initialValues,
  saving,
  testId,
  children,
}: CenterFormProps<V>) {
  const { t } = useTranslation();
  return (
    <Form
      form={form}
      layout="vertical"
      className="hh-user-form"
      onFinish={onFinish}
      initialValues={initialValues}
      data-testid={testId}
    >
      {children}
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('common.save')}
      </Button>
    </Form>
  );
}
