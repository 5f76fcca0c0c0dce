import { slotLabel, upcomingSessions } from '@hh/shared/seckill-time';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, Select, Switch, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useState } from 'react';
import { NumberField } from '../../components/form/NumberField.tsx';
import { useDebounced } from '../../components/useDebounced.ts';
import { fetchProduct, fetchSlots, type SkuForm, searchProducts } from './api.ts';
import { useSeckillT } from './i18n.ts';

const PREVIEW = 6;

/** The product, searched by name; choosing one fills the SKU rows with all of its SKUs. */
function ProductSelect({ disabled, productName }: { disabled: boolean; productName: string | undefined }) {
  const t = useSeckillT();
  const form = Form.useFormInstance();
  const [text, setText] = useState('');
  const search = useDebounced(text, 300);
  const found = useQuery({
    queryKey: ['seckill', 'products', search],
    queryFn: () => searchProducts(search),
  });
  const options = (found.data?.content ?? []).map((p) => ({ value: p.id, label: p.name }));
  const chosen = Form.useWatch<number | null>('productId');
  if (chosen && productName && !options.some((o) => o.value === chosen))
    options.unshift({ value: chosen, label: productName });
  const pick = async (id: number) => {
    const product = await fetchProduct(id);
    const skus: SkuForm[] = product.skus.map((s) => ({
      skuId: s.id,
      specKey: s.specKey,
      skuPrice: s.price,
      skuStock: s.stock,
      sold: 0,
      price: null,
      total: null,
      perOrder: 1,
      perDay: null,
      perActivity: null,
    }));
    form.setFieldsValue({ skus, name: form.getFieldValue('name') || product.name });
  };
  return (
    <Form.Item
      name="productId"
      label={t('activity.product')}
      extra={t('activity.productHelp')}
      rules={[{ required: true }]}
      className="hh-crud-wide"
    >
      <Select
        disabled={disabled}
        options={options}
        loading={found.isFetching}
        filterOption={false}
        showSearch={{ onSearch: setText, filterOption: false }}
        onChange={(id: number) => void pick(id)}
        data-testid="activity-product"
      />
    </Form.Item>
  );
}

/** The next sessions the chosen dates and slots make, as the shopper will see them. */
function SchedulePreview() {
  const t = useSeckillT();
  const slots = useQuery({ queryKey: ['seckill', 'slot-choices'], queryFn: fetchSlots });
  const dates = Form.useWatch<[Dayjs, Dayjs] | null>('dates');
  const slotIds = Form.useWatch<number[]>('slotIds') ?? [];
  const chosen = (slots.data?.content ?? []).filter((s) => slotIds.includes(s.id));
  const sessions =
    dates && chosen.length > 0
      ? upcomingSessions(
          chosen,
          dates[0].format('YYYY-MM-DD'),
          dates[1].format('YYYY-MM-DD'),
          Date.now(),
          PREVIEW,
        )
      : [];
  return (
    <Form.Item label={t('activity.preview')} className="hh-crud-wide">
      <ul data-testid="activity-preview" className="hh-seckill-preview">
        {sessions.length === 0 && <li>{t('activity.noSessions')}</li>}
        {sessions.map((s) => (
          <li key={`${s.day}-${s.startHour}`}>
            {s.day} {slotLabel(s)}
          </li>
        ))}
      </ul>
    </Form.Item>
  );
}

/** The activity SKU rows: seckill price, activity stock and the limits, beside the SKU's own price and stock. */
function SkuRows() {
  const t = useSeckillT();
  const skus = Form.useWatch<SkuForm[]>('skus', { preserve: true }) ?? [];
  return (
    <Form.List name="skus">
      {(fields, { remove }) => (
        <Form.Item label={t('activity.skus')} className="hh-crud-wide" required>
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={fields}
            locale={{ emptyText: t('activity.noSkus') }}
            data-testid="activity-skus"
            scroll={{ x: 900 }}
            columns={[
              {
                key: 'spec',
                title: t('activity.spec'),
                // The row's SKU is a field of its own: the form sends only registered fields.
                render: (_, f) => (
                  <>
                    <Form.Item name={[f.name, 'skuId']} hidden>
                      <Input />
                    </Form.Item>
                    {skus[f.name]?.specKey || t('activity.single')}
                  </>
                ),
              },
              {
                key: 'own',
                title: `${t('activity.skuPrice')} / ${t('activity.skuStock')}`,
                render: (_, f) => `¥${skus[f.name]?.skuPrice ?? ''} / ${skus[f.name]?.skuStock ?? ''}`,
              },
              {
                key: 'price',
                title: t('activity.price'),
                render: (_, f) => (
                  <Form.Item name={[f.name, 'price']} rules={[{ required: true }]} noStyle>
                    <Input style={{ width: 90 }} data-testid="sku-price" />
                  </Form.Item>
                ),
              },
              {
                key: 'total',
                title: t('activity.total'),
                render: (_, f) => (
                  <NumberField
                    name={[f.name, 'total']}
                    min={1}
                    max={1_000_000}
                    rules={[{ required: true }]}
                    noStyle
                    testId="sku-total"
                  />
                ),
              },
              { key: 'sold', title: t('activity.sold'), render: (_, f) => skus[f.name]?.sold ?? 0 },
              {
                key: 'perOrder',
                title: t('activity.perOrder'),
                render: (_, f) => (
                  <NumberField name={[f.name, 'perOrder']} min={1} max={999} noStyle testId="sku-per-order" />
                ),
              },
              {
                key: 'perDay',
                title: t('activity.perDay'),
                render: (_, f) => (
                  <NumberField
                    name={[f.name, 'perDay']}
                    min={1}
                    max={999}
                    noStyle
                    input={{ placeholder: t('activity.noLimit') }}
                    testId="sku-per-day"
                  />
                ),
              },
              {
                key: 'perActivity',
                title: t('activity.perActivity'),
                render: (_, f) => (
                  <NumberField
                    name={[f.name, 'perActivity']}
                    min={1}
                    max={999}
                    noStyle
                    input={{ placeholder: t('activity.noLimit') }}
                    testId="sku-per-activity"
                  />
                ),
              },
              {
                key: 'remove',
                title: '',
                render: (_, f) => (
                  <Button
                    type="link"
                    size="small"
                    disabled={(skus[f.name]?.sold ?? 0) > 0}
                    onClick={() => remove(f.name)}
                  >
                    {t('activity.removeSku')}
                  </Button>
                ),
              },
            ]}
          />
        </Form.Item>
      )}
    </Form.List>
  );
}

/** The activity dialog's fields: product (fixed once it has sold), name, dates, slots, timeout, status, SKUs, preview. */
export function ActivityFormFields({
  sold,
  productName,
}: {
  sold: boolean;
  productName: string | undefined;
}) {
  const t = useSeckillT();
  const slots = useQuery({ queryKey: ['seckill', 'slot-choices'], queryFn: fetchSlots });
  return (
    <>
      <ProductSelect disabled={sold} productName={productName} />
      <Form.Item name="name" label={t('activity.name')} rules={[{ required: true }]}>
        <Input maxLength={40} data-testid="activity-name" />
      </Form.Item>
      <Form.Item name="dates" label={t('activity.dates')} rules={[{ required: true }]}>
        <DatePicker.RangePicker
          disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
          data-testid="activity-dates"
        />
      </Form.Item>
      <Form.Item
        name="slotIds"
        label={t('activity.slots')}
        rules={[{ required: true }]}
        className="hh-crud-wide"
      >
        <Select
          mode="multiple"
          loading={slots.isLoading}
          options={(slots.data?.content ?? []).map((s) => ({ value: s.id, label: slotLabel(s) }))}
          data-testid="activity-slots"
        />
      </Form.Item>
      <NumberField
        name="unpaidMinutes"
        label={t('activity.unpaidMinutes')}
        extra={t('activity.unpaidHelp')}
        min={1}
        max={60}
        testId="activity-unpaid"
      />
      <Form.Item name="enabled" label={t('activity.status')} valuePropName="checked">
        <Switch checkedChildren={t('enabled.on')} unCheckedChildren={t('enabled.off')} />
      </Form.Item>
      <SkuRows />
      <SchedulePreview />
    </>
  );
}
