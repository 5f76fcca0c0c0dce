import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useProductChoice } from '../../components/marketing/productChoice.ts';
import { useBargainT } from './i18n.ts';

/**
 * The activity's goods: a product searched by name (the chosen one kept as an option), then one of its
 * SKUs with its price and stock; choosing a SKU fills an empty start price with the SKU's price.
 */
export function GoodsFields({ locked }: { locked: boolean }) {
  const t = useBargainT();
  const { t: common } = useTranslation();
  const form = Form.useFormInstance();
  const { productId, skus, skuOptions, loadingSkus, productSelect } = useProductChoice('bargain');
  return (
    <>
      <Form.Item name="productId" label={common('marketing.product')} rules={[{ required: true }]}>
        <Select
          {...productSelect}
          disabled={locked}
          onChange={() => form.setFieldValue('skuId', null)}
          data-testid="bargain-product"
        />
      </Form.Item>
      <Form.Item name="skuId" label={t('activity.sku')} rules={[{ required: true }]}>
        <Select
          disabled={locked || !productId}
          loading={loadingSkus}
          options={skuOptions}
          onChange={(skuId: number) => {
            const sku = skus.find((s) => s.id === skuId);
            if (sku && !form.getFieldValue('startPrice')) form.setFieldValue('startPrice', sku.price);
          }}
          data-testid="bargain-sku"
        />
      </Form.Item>
    </>
  );
}
