import { GROUP_HOURS_MAX, GROUP_SIZE_MAX } from '@hh/shared';
import { Alert, DatePicker, Form, Input } from 'antd';
import { NumberField } from '../../components/form/NumberField.tsx';
import { GoodsFields } from './GoodsFields.tsx';
import { useGroupBuyT } from './i18n.ts';

/** The activity dialog's fields; once a group is started the goods, prices and group size are fixed. */
export function ActivityFormFields({ locked }: { locked: boolean }) {
  const t = useGroupBuyT();
  return (
    <>
      {locked && (
        <Alert
          type="warning"
          showIcon
          className="hh-crud-wide"
          title={t('activity.lockedHint')}
          data-testid="group-buy-locked"
        />
      )}
      <Form.Item name="title" label={t('activity.name')} rules={[{ required: true }]}>
        <Input maxLength={40} data-testid="group-buy-title" />
      </Form.Item>
      <GoodsFields locked={locked} />
      <NumberField
        name="groupSize"
        label={t('activity.groupSize')}
        extra={t('activity.groupSizeHelp')}
        min={2}
        max={GROUP_SIZE_MAX}
        testId="group-buy-size"
        input={{ disabled: locked }}
      />
      <NumberField
        name="hoursOpen"
        label={t('activity.hoursOpen')}
        extra={t('activity.hoursOpenHelp')}
        min={1}
        max={GROUP_HOURS_MAX}
        testId="group-buy-hours"
      />
      <Form.Item
        name="window"
        label={t('activity.window')}
        rules={[{ required: true }]}
        className="hh-crud-wide"
      >
        <DatePicker.RangePicker showTime data-testid="group-buy-window" />
      </Form.Item>
      <NumberField
        name="unpaidMinutes"
        label={t('activity.unpaidMinutes')}
        min={5}
        max={24 * 60}
        testId="group-buy-unpaid"
      />
      <NumberField
        name="perOrderLimit"
        label={t('activity.perOrderLimit')}
        extra={t('activity.limitHelp')}
        min={1}
        max={10_000}
        testId="group-buy-per-order"
      />
      <NumberField
        name="perMemberLimit"
        label={t('activity.perMemberLimit')}
        extra={t('activity.limitHelp')}
        min={1}
        max={10_000}
        testId="group-buy-per-member"
      />
      <NumberField
        name="virtualSuccessPercent"
        label={t('activity.virtual')}
        extra={t('activity.virtualHelp')}
        min={1}
        max={99}
        testId="group-buy-virtual"
      />
      <Form.Item name="description" label={t('activity.description')} className="hh-crud-wide">
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
    </>
  );
}
