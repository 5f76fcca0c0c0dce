import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useState } from 'react';
import { useDebounced } from '../../components/useDebounced.ts';
import { fetchProduct, searchProducts } from './api.ts';
import { useBargainT } from './i18n.ts';

/**
 * The activity's goods: a product searched by name (the chosen one kept as an option), then one of its
 * SKUs with its price and stock; choosing a SKU fills an empty start price with the SKU's price.
 */
export function GoodsFields({ locked }: { locked: boolean }) {
  const t = useBargainT();
  const form = Form.useFormInstance();
  const productId: number | null | undefined = Form.useWatch('productId');
  const [typed, setTyped] = useState('');
  const blurry = useDebounced(typed);
  const found = useQuery({
    queryKey: ['bargain', 'products', blurry],
    queryFn: () => searchProducts(blurry),
  });
  const chosen = useQuery({
    queryKey: ['bargain', 'product', productId],
    queryFn: () => fetchProduct(productId!),
    enabled: Boolean(productId),
  });
  const products = found.data?.content ?? [];
  const options = products.map((p) => ({ value: p.id, label: p.name }));
  if (chosen.data && !options.some((o) => o.value === chosen.data.id)) {
    options.unshift({ value: chosen.data.id, label: chosen.data.name });
  }
  const skus = chosen.data?.skus ?? [];
  const skuOptions = skus.map((s) => ({
    value: s.id,
    label: `${s.specKey || t('activity.skuSingle')} · ${t('activity.skuPrice', { price: s.price, stock: s.stock })}`,
  }));
  return (
    <>
      <Form.Item name="productId" label={t('activity.product')} rules={[{ required: true }]}>
        <Select
          disabled={locked}
          showSearch={{ filterOption: false, onSearch: setTyped }}
          placeholder={t('activity.productSearch')}
          loading={found.isLoading}
          options={options}
          onChange={() => form.setFieldValue('skuId', null)}
          data-testid="bargain-product"
        />
      </Form.Item>
      <Form.Item name="skuId" label={t('activity.sku')} rules={[{ required: true }]}>
        <Select
          disabled={locked || !productId}
          loading={chosen.isLoading}
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
