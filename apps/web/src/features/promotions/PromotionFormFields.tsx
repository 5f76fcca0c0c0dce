import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { PROMOTION_KINDS, PROMOTION_SCOPES, PROMOTION_TIERS_MAX } from '@hh/shared';
import { Button, Checkbox, DatePicker, Form, Input, Radio, Select, Space, Switch } from 'antd';
import { NumberField } from '../../components/form/NumberField.tsx';
import { usePromotionsT } from './i18n.ts';
import './promotions.css';
import { CategoryPicker, ProductPicker } from './ScopePickers.tsx';

/** The rule dialog's fields: kind, the tier editor (one tier for repeating and free shipping), scope and dates. */
export function PromotionFormFields() {
  const t = usePromotionsT();
  const kind = Form.useWatch('kind');
  const repeat = Form.useWatch('repeat');
  const scope = Form.useWatch('scope');
  const oneTier = kind === 'freeShipping' || (kind === 'amount' && repeat);
  return (
    <>
      <Form.Item name="name" label={t('field.name')} rules={[{ required: true }]}>
        <Input maxLength={40} data-testid="promotion-name" />
      </Form.Item>
      <Form.Item name="kind" label={t('field.kind')}>
        <Radio.Group
          options={PROMOTION_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
          data-testid="promotion-kind"
        />
      </Form.Item>
      {kind === 'amount' && (
        <Form.Item name="repeat" valuePropName="checked" label=" " colon={false}>
          <Checkbox data-testid="promotion-repeat">{t('field.repeat')}</Checkbox>
        </Form.Item>
      )}
      <Form.Item
        label={t('field.tiers')}
        className="hh-crud-wide"
        extra={
          kind === 'freeShipping'
            ? t('field.freeShippingHelp')
            : kind === 'percent'
              ? t('field.percentHelp')
              : undefined
        }
      >
        <Form.List name="tiers">
          {(fields, { add, remove }) => (
            <div data-testid="promotion-tiers">
              {fields.map((field, index) => (
                <Space
                  key={field.key}
                  align="baseline"
                  wrap
                  className="hh-promotion-tier"
                  data-testid="promotion-tier"
                >
                  <Form.Item
                    name={[field.name, 'threshold']}
                    label={t('field.threshold')}
                    rules={[{ required: true }]}
                  >
                    <Input
                      inputMode="decimal"
                      style={{ width: 110 }}
                      data-testid={`promotion-threshold-${index}`}
                    />
                  </Form.Item>
                  {kind === 'amount' && (
                    <Form.Item
                      name={[field.name, 'amount']}
                      label={t('field.amount')}
                      rules={[{ required: true }]}
                    >
                      <Input
                        inputMode="decimal"
                        style={{ width: 110 }}
                        data-testid={`promotion-amount-${index}`}
                      />
                    </Form.Item>
                  )}
                  {kind === 'percent' && (
                    <NumberField
                      name={[field.name, 'percentOff']}
                      label={t('field.percentOff')}
                      min={1}
                      max={99}
                      rules={[{ required: true }]}
                      testId={`promotion-percent-${index}`}
                    />
                  )}
                  {fields.length > 1 && (
                    <Button
                      type="text"
                      icon={<MinusCircleOutlined />}
                      aria-label={t('field.removeTier')}
                      onClick={() => remove(field.name)}
                    />
                  )}
                </Space>
              ))}
              {!oneTier && fields.length < PROMOTION_TIERS_MAX && (
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add({ threshold: null, amount: null, percentOff: null })}
                  data-testid="promotion-add-tier"
                >
                  {t('field.addTier')}
                </Button>
              )}
            </div>
          )}
        </Form.List>
      </Form.Item>
      {(kind === 'percent' || (kind === 'amount' && repeat)) && (
        <Form.Item name="cap" label={t('field.cap')} extra={t('field.capHelp')}>
          <Input inputMode="decimal" data-testid="promotion-cap" />
        </Form.Item>
      )}
      <Form.Item name="scope" label={t('field.scope')}>
        <Select
          options={PROMOTION_SCOPES.map((value) => ({ value, label: t(`scopes.${value}`) }))}
          data-testid="promotion-scope"
        />
      </Form.Item>
      {scope === 'categories' && <CategoryPicker />}
      {(scope === 'products' || scope === 'exceptProducts') && <ProductPicker />}
      <Form.Item name="window" label={t('field.window')} rules={[{ required: true }]}>
        <DatePicker.RangePicker showTime data-testid="promotion-window" />
      </Form.Item>
      <Form.Item name="enabled" label={t('field.enabled')} valuePropName="checked">
        <Switch data-testid="promotion-enabled" />
      </Form.Item>
    </>
  );
}
