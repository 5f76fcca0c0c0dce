import { Form, Select } from 'antd';
import { BlurryField } from '../../components/crud/BlurryField.tsx';
import { useExpressT } from './i18n.ts';

export function ExpressQueryFields() {
  const t = useExpressT();
  return (
    <>
      <BlurryField placeholder={t('express.blurry')} testId="express-query-blurry" />
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
