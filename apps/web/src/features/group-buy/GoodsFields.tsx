import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { NumberField } from '../../components/form/NumberField.tsx';
import { useDebounced } from '../../components/useDebounced.ts';
import { emptySku, fetchProduct, searchProducts } from './api.ts';
import { useGroupBuyT } from './i18n.ts';

/**
 * The activity's goods: a product searched by name (the chosen one kept as an option), then its SKUs
 * sold at group prices, each with its own activity stock.
 */
export function GoodsFields({ locked }: { locked: boolean }) {
  const t = useGroupBuyT();
  const form = Form.useFormInstance();
  const productId: number | null | undefined = Form.useWatch('productId');
  const [typed, setTyped] = useState('');
  const blurry = useDebounced(typed);
  const found = useQuery({
    queryKey: ['groupBuy', 'products', blurry],
    queryFn: () => searchProducts(blurry),
  });
  const chosen = useQuery({
    queryKey: ['groupBuy', 'product', productId],
    queryFn: () => fetchProduct(productId!),
    enabled: Boolean(productId),
  });
  const options = (found.data?.content ?? []).map((p) => ({ value: p.id, label: p.name }));
  if (chosen.data && !options.some((o) => o.value === chosen.data.id)) {
    options.unshift({ value: chosen.data.id, label: chosen.data.name });
  }
  const skuOptions = (chosen.data?.skus ?? []).map((s) => ({
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
          onChange={() => form.setFieldValue('skus', [emptySku()])}
          data-testid="group-buy-product"
        />
      </Form.Item>
      <Form.Item label={t('activity.skus')} className="hh-crud-wide" required>
        <Form.List name="skus">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="start" wrap data-testid="group-buy-sku-row">
                  <Form.Item name={[field.name, 'skuId']} rules={[{ required: true }]}>
                    <Select
                      disabled={locked || !productId}
                      loading={chosen.isLoading}
                      options={skuOptions}
                      placeholder={t('activity.sku')}
                      style={{ minWidth: 240 }}
                      data-testid="group-buy-sku"
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'price']} rules={[{ required: true }]}>
                    <Input
                      inputMode="decimal"
                      disabled={locked}
                      placeholder={t('activity.price')}
                      style={{ width: 140 }}
                      data-testid="group-buy-price"
                    />
                  </Form.Item>
                  <NumberField
                    name={[field.name, 'stock']}
                    min={0}
                    max={1_000_000}
                    testId="group-buy-stock"
                    input={{ placeholder: t('activity.stock') }}
                  />
                  {!locked && fields.length > 1 && (
                    <Button
                      icon={<DeleteOutlined />}
                      aria-label={t('activity.removeSku')}
                      onClick={() => remove(field.name)}
                    />
                  )}
                </Space>
              ))}
              {!locked && (
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add(emptySku())}
                  data-testid="group-buy-add-sku"
                >
                  {t('activity.addSku')}
                </Button>
              )}
            </>
          )}
        </Form.List>
      </Form.Item>
    </>
  );
}
