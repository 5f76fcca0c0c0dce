import { DatePicker, Form, InputNumber, Select, Space } from 'antd';
import { BlurryField } from '../../../components/crud/BlurryField.tsx';
import { PRODUCT_FLAGS } from '../api.ts';
import { CategoryCascader } from './CategoryCascader.tsx';
import { useProductT } from './i18n.ts';
import { useCategories } from './queries.ts';

/** One end of the price range filter (a decimal string, cents at most). */
function PriceBound({ name, placeholder, testId }: { name: string; placeholder: string; testId: string }) {
  return (
    <Form.Item name={name} noStyle>
      <InputNumber<string> stringMode min="0" precision={2} placeholder={placeholder} data-testid={testId} />
    </Form.Item>
  );
}

/** The product list's filters: text, category, price range, flag and creation dates. */
export function ProductQueryFields() {
  const t = useProductT();
  const categories = useCategories();
  return (
    <>
      <BlurryField placeholder={t('query.blurry')} testId="product-blurry" />
      {categories.allowed && (
        <Form.Item name="category">
          <CategoryCascader
            categories={categories.data ?? []}
            loading={categories.isLoading}
            placeholder={t('query.category')}
            testId="product-category-filter"
          />
        </Form.Item>
      )}
      <Form.Item>
        <Space.Compact className="hh-product-price-range">
          <PriceBound name="priceMin" placeholder={t('query.priceMin')} testId="product-price-min" />
          <PriceBound name="priceMax" placeholder={t('query.priceMax')} testId="product-price-max" />
        </Space.Compact>
      </Form.Item>
      <Form.Item name="flag">
        <Select
          allowClear
          placeholder={t('query.flag')}
          options={PRODUCT_FLAGS.map((flag) => ({ value: flag, label: t(`flags.${flag}`) }))}
          data-testid="product-flag-filter"
        />
      </Form.Item>
      <Form.Item name="createTime">
        <DatePicker.RangePicker placeholder={[t('query.createStart'), t('query.createEnd')]} />
      </Form.Item>
    </>
  );
}
