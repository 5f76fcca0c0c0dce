import { SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { quietly } from '../../lib/quietly.ts';

interface QueryBarProps<Query extends object> {
  /** The form's name, which prefixes its field ids (unique per list, as kept tabs stay in the page). */
  name: string;
  defaultQuery: Query;
  children: ReactNode;
  onSearch(query: Query): Promise<void>;
}

export function QueryBar<Query extends object>({
  name,
  defaultQuery,
  children,
  onSearch,
}: QueryBarProps<Query>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Query>();
  const reset = () => {
    form.resetFields();
    quietly(onSearch(defaultQuery));
  };
  return (
    <Form
      form={form}
      name={name}
      layout="inline"
      className="hh-crud-query"
      initialValues={defaultQuery}
      onFinish={(values) => quietly(onSearch({ ...defaultQuery, ...values }))}
      data-testid="crud-query"
    >
      {children}
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="crud-search">
          {t('crud.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button icon={<UndoOutlined />} onClick={reset} data-testid="crud-reset">
          {t('crud.reset')}
        </Button>
      </Form.Item>
    </Form>
  );
}
