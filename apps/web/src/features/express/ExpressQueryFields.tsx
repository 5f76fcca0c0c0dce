import { Form, Input, Select } from 'antd';
import { useExpressT } from './i18n.ts';

export function ExpressQueryFields() {
  const t = useExpressT();
  return (
    <>
      <Form.Item name="blurry">
        <Input allowClear placeholder={t('express.blurry')} data-testid="express-query-blurry" />
      </Form.Item>
      <Form.Item name="isShow">
        <Select
          allowClear
          placeholder={t('express.showAll')}
          options={[
            { value: 'true', label: t('express.shown') },
            { value: 'false', label: t('express.hidden') },
          ]}
          data-testid="express-query-show"
        />
      </Form.Item>
    </>
  );
}
