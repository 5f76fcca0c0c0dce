import { COUNT_MAX } from '@hh/shared';
import { Alert, Descriptions, Form, Input, Modal, Radio, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useDialogKeys } from '../../../components/form/dialogKeys.ts';
import { NumberField } from '../../../components/form/NumberField.tsx';
import { notifySuccess } from '../../../http/notify.ts';
import type { ProductRow } from '../api.ts';
import { useProductT } from './i18n.ts';
import { adjustStock } from './productApi.ts';
import { useProductDetail } from './queries.ts';
import { type StockDirection, signedChange, skuName } from './stockChange.ts';

interface StockValues {
  skuId?: number;
  direction: StockDirection;
  quantity?: number | null;
  reason: string;
}

const INITIAL: StockValues = { direction: 1, quantity: null, reason: '' };

export interface StockDialogProps {
  product: ProductRow | null;
  onClose(): void;
  onDone(): void;
}

/** Adds to or takes from one SKU's stock through the stock service, with a reason for the ledger. */
export function StockDialog({ product, onClose, onDone }: StockDialogProps) {
  const t = useProductT();
  const [form] = Form.useForm<StockValues>();
  const [saving, setSaving] = useState(false);
  const detail = useProductDetail(product?.id);
  const skus = detail.data?.skus ?? [];
  const skuId = Form.useWatch('skuId', form);
  const direction = Form.useWatch('direction', form) ?? 1;
  const quantity = Form.useWatch('quantity', form);
  const sku = skus.find((item) => item.id === skuId);
  const change = signedChange(direction, quantity);
  const after = sku && change !== undefined ? sku.stock + change : undefined;

  const firstSku = skus[0]?.id;
  useEffect(() => {
    if (!product) return;
    form.resetFields();
    if (firstSku !== undefined) form.setFieldValue('skuId', firstSku);
  }, [product, firstSku, form]);

  const submit = async (values: StockValues) => {
    const signed = signedChange(values.direction, values.quantity);
    if (values.skuId === undefined || signed === undefined) return;
    setSaving(true);
    try {
      const result = await adjustStock(values.skuId, signed, values.reason.trim());
      notifySuccess(t('stock.done', { before: result.before, after: result.after }));
      onDone();
    } catch {
      void detail.refetch();
    } finally {
      setSaving(false);
    }
  };

  const keys = useDialogKeys(product !== null, () => form.submit());
  return (
    <Modal
      open={product !== null}
      afterOpenChange={keys.afterOpenChange}
      title={t('stock.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ disabled: after !== undefined && after < 0 }}
      confirmLoading={saving}
      forceRender
      data-testid="stock-dialog"
    >
      {product && (
        <Descriptions size="small" column={1} className="hh-product-dialog-head">
          <Descriptions.Item label={t('stock.product')}>{product.name}</Descriptions.Item>
          <Descriptions.Item label={t('stock.current')}>
            <Typography.Text strong data-testid="stock-current">
              {sku ? sku.stock : '–'}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      )}
      <div {...keys.body}>
        <Form
          form={form}
          name="goodsProductStock"
          layout="vertical"
          initialValues={INITIAL}
          onFinish={(values) => void submit(values)}
          data-testid="stock-form"
        >
          <Form.Item name="skuId" label={t('stock.sku')} rules={[{ required: true }]}>
            <Select
              loading={detail.isLoading}
              options={skus.map((item) => ({
                value: item.id,
                label: `${skuName(item.specKey, t('stock.single'))} (${t('stock.current')} ${item.stock})`,
              }))}
              data-testid="stock-sku"
            />
          </Form.Item>
          <Form.Item name="direction" label={t('stock.direction')}>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={[
                { value: 1, label: t('stock.add') },
                { value: -1, label: t('stock.subtract') },
              ]}
            />
          </Form.Item>
          <NumberField
            name="quantity"
            label={t('stock.quantity')}
            rules={[{ required: true, message: t('stock.quantityRequired') }]}
            min={1}
            max={COUNT_MAX}
            input={{ className: 'hh-product-quantity' }}
            extra={
              after !== undefined && (
                <span data-testid="stock-after">
                  {t('stock.after')}: {after}
                </span>
              )
            }
          />
          {after !== undefined && after < 0 && (
            <Alert type="error" showIcon title={t('stock.belowZero')} className="hh-product-alert" />
          )}
          <Form.Item
            name="reason"
            label={t('stock.reason')}
            rules={[{ required: true, whitespace: true, message: t('stock.reasonRequired') }]}
          >
            <Input maxLength={200} placeholder={t('stock.reasonPlaceholder')} />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
