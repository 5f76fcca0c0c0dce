import { COUPON_KINDS, COUPON_SCOPES, COUPON_VALIDITIES } from '@hh/shared';
import { Alert, DatePicker, Form, Input, Radio, Select } from 'antd';
import { NumberField } from '../../components/form/NumberField.tsx';
import { useCouponsT } from './i18n.ts';

/** The template dialog's fields: its kind's, scope's and validity's own fields show as chosen. */
export function TemplateFormFields({ locked }: { locked: boolean }) {
  const t = useCouponsT();
  const kind = Form.useWatch('kind');
  const scope = Form.useWatch('scope');
  const validity = Form.useWatch('validity');
  return (
    <>
      {locked && (
        <Alert
          type="warning"
          showIcon
          className="hh-crud-wide"
          title={t('template.lockedHint')}
          data-testid="coupon-locked"
        />
      )}
      <Form.Item name="title" label={t('template.name')} rules={[{ required: true }]}>
        <Input maxLength={40} data-testid="coupon-title" />
      </Form.Item>
      <Form.Item name="kind" label={t('template.kind')}>
        <Radio.Group
          disabled={locked}
          options={COUPON_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
          data-testid="coupon-kind"
        />
      </Form.Item>
      {kind === 'percent' ? (
        <>
          <NumberField
            name="percentOff"
            label={t('template.percentOff')}
            extra={t('template.percentHelp')}
            min={1}
            max={99}
            testId="coupon-percent"
            input={{ disabled: locked }}
          />
          <Form.Item name="maxDiscount" label={t('template.maxDiscount')}>
            <Input inputMode="decimal" disabled={locked} data-testid="coupon-max" />
          </Form.Item>
        </>
      ) : (
        <Form.Item name="amount" label={t('template.amount')}>
          <Input inputMode="decimal" disabled={locked} data-testid="coupon-amount" />
        </Form.Item>
      )}
      <Form.Item name="threshold" label={t('template.threshold')} extra={t('template.thresholdHelp')}>
        <Input inputMode="decimal" disabled={locked} data-testid="coupon-threshold" />
      </Form.Item>
      <Form.Item name="scope" label={t('template.scope')}>
        <Select
          disabled={locked}
          options={COUPON_SCOPES.map((value) => ({ value, label: t(`scopes.${value}`) }))}
          data-testid="coupon-scope"
        />
      </Form.Item>
      {scope !== 'all' && (
        <Form.Item name="scopeIds" label={t('template.scopeIds')} extra={t('template.scopeIdsHelp')}>
          <Input disabled={locked} data-testid="coupon-scope-ids" />
        </Form.Item>
      )}
      <Form.Item name="validity" label={t('template.validity')}>
        <Select
          options={COUPON_VALIDITIES.map((value) => ({ value, label: t(`validities.${value}`) }))}
          data-testid="coupon-validity"
        />
      </Form.Item>
      {validity === 'fixed' ? (
        <Form.Item name="window" label={t('template.validWindow')} rules={[{ required: true }]}>
          <DatePicker.RangePicker showTime data-testid="coupon-window" />
        </Form.Item>
      ) : (
        <NumberField
          name="validDays"
          label={t('template.validDays')}
          min={1}
          max={3650}
          testId="coupon-days"
        />
      )}
      <Form.Item name="description" label={t('template.description')} className="hh-crud-wide">
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
    </>
  );
}
