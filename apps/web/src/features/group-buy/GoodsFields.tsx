import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../components/form/NumberField.tsx';
import { useProductChoice } from '../../components/marketing/productChoice.ts';
import { emptySku } from './api.ts';
import { useGroupBuyT } from './i18n.ts';

/**
 * The activity's goods: a product searched by name (the chosen one kept as an option), then its SKUs
 * sold at group prices, each with its own activity stock.
 */
export function GoodsFields({ locked }: { locked: boolean }) {
  const t = useGroupBuyT();
  const { t: common } = useTranslation();
  const form = Form.useFormInstance();
  const { productId, skuOptions, loadingSkus, productSelect } = useProductChoice('groupBuy');
  return (
    <>
      <Form.Item name="productId" label={common('marketing.product')} rules={[{ required: true }]}>
        <Select
          {...productSelect}
          disabled={locked}
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
                      loading={loadingSkus}
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
