import { COUPON_CHANNELS, type CouponChannel } from '@hh/shared';
import { Checkbox, DatePicker, Form, Input, Radio, Select } from 'antd';
import { useDictNumbers } from '../../components/dict/useDictNumbers.ts';
import { NumberField } from '../../components/form/NumberField.tsx';
import { useCouponsT } from './i18n.ts';
import { TemplateSelect } from './TemplateSelect.tsx';

interface CountFieldProps {
  name: 'total' | 'perMember' | 'perMemberDaily';
  max: number;
  extra?: string | undefined;
  testId: string;
}

/** One of the issue's counts: a whole number from one up to `max`, labelled by its name. */
function CountField({ name, max, extra, testId }: CountFieldProps) {
  const t = useCouponsT();
  return (
    <NumberField name={name} label={t(`issue.${name}`)} extra={extra} min={1} max={max} testId={testId} />
  );
}

/** The issue dialog's fields; the template is chosen once, when the issue is made. */
export function IssueFormFields({ editing }: { editing: boolean }) {
  const t = useCouponsT();
  const unlimited = Form.useWatch('unlimited');
  const channel = Form.useWatch('channel') as CouponChannel | undefined;
  const levels = useDictNumbers('member_level');
  return (
    <>
      <Form.Item
        name="templateId"
        label={t('issue.template')}
        rules={[{ required: true }]}
        className="hh-crud-wide"
      >
        <TemplateSelect disabled={editing} />
      </Form.Item>
      <Form.Item
        name="window"
        label={t('issue.claimWindow')}
        rules={[{ required: true }]}
        className="hh-crud-wide"
      >
        <DatePicker.RangePicker showTime data-testid="issue-window" />
      </Form.Item>
      <Form.Item name="unlimited" valuePropName="checked" label={t('issue.total')}>
        <Checkbox data-testid="issue-unlimited">{t('issue.unlimited')}</Checkbox>
      </Form.Item>
      {!unlimited && (
        <CountField
          name="total"
          max={1_000_000}
          extra={editing ? t('issue.totalHelp') : undefined}
          testId="issue-total"
        />
      )}
      <CountField name="perMember" max={100} testId="issue-per-member" />
      <CountField name="perMemberDaily" max={100} extra={t('issue.noDaily')} testId="issue-daily" />
      <Form.Item name="memberLevels" label={t('issue.memberLevels')} extra={t('issue.memberLevelsHelp')}>
        <Select mode="multiple" allowClear options={levels} data-testid="issue-levels" />
      </Form.Item>
      <Form.Item
        name="channel"
        label={t('issue.channel')}
        extra={channel ? t(`issue.channelHelp.${channel}`) : undefined}
        className="hh-crud-wide"
      >
        <Radio.Group
          options={COUPON_CHANNELS.map((value) => ({ value, label: t(`channels.${value}`) }))}
          data-testid="issue-channel"
        />
      </Form.Item>
      {channel === 'afterPurchase' && (
        <Form.Item name="minPayAmount" label={t('issue.minPayAmount')} extra={t('issue.minPayAmountHelp')}>
          <Input inputMode="decimal" allowClear data-testid="issue-min-pay" />
        </Form.Item>
      )}
    </>
  );
}
