import { BARGAIN_HELPERS_MAX, BARGAIN_HOURS_MAX } from '@hh/shared';
import { Form, Input, Radio } from 'antd';
import { NumberField } from '../../components/form/NumberField.tsx';
import {
  ActivityDescriptionField,
  ActivityTitleField,
  ActivityWindowField,
  LockedAlert,
} from '../../components/marketing/ActivityFields.tsx';
import { GoodsFields } from './GoodsFields.tsx';
import { useBargainT } from './i18n.ts';

/** The activity dialog's fields; once bargains are started the goods, prices and helpers are fixed. */
export function ActivityFormFields({ locked }: { locked: boolean }) {
  const t = useBargainT();
  return (
    <>
      <LockedAlert locked={locked} text={t('activity.lockedHint')} testId="bargain-locked" />
      <ActivityTitleField label={t('activity.name')} testId="bargain-title" />
      <GoodsFields locked={locked} />
      <Form.Item name="startPrice" label={t('activity.startPrice')} rules={[{ required: true }]}>
        <Input inputMode="decimal" disabled={locked} data-testid="bargain-start-price" />
      </Form.Item>
      <Form.Item name="floorPrice" label={t('activity.floorPrice')} rules={[{ required: true }]}>
        <Input inputMode="decimal" disabled={locked} data-testid="bargain-floor-price" />
      </Form.Item>
      <NumberField
        name="helpersNeeded"
        label={t('activity.helpersNeeded')}
        extra={t('activity.helpersHelp')}
        min={1}
        max={BARGAIN_HELPERS_MAX}
        testId="bargain-helpers"
        input={{ disabled: locked }}
      />
      <NumberField
        name="hoursLimit"
        label={t('activity.hoursLimit')}
        extra={t('activity.hoursHelp')}
        min={1}
        max={BARGAIN_HOURS_MAX}
        testId="bargain-hours"
      />
      <ActivityWindowField testId="bargain-window" />
      <Form.Item name="buyAnyPrice" label={t('activity.buyAnyPrice')}>
        <Radio.Group
          options={[
            { value: false, label: t('activity.buyFloor') },
            { value: true, label: t('activity.buyAny') },
          ]}
          data-testid="bargain-buy-any"
        />
      </Form.Item>
      <NumberField
        name="buyMinutes"
        label={t('activity.buyMinutes')}
        min={5}
        max={7 * 24 * 60}
        testId="bargain-buy-minutes"
      />
      <NumberField
        name="startsPerMember"
        label={t('activity.startsPerMember')}
        min={1}
        max={100}
        testId="bargain-starts"
      />
      <NumberField
        name="helpsPerDay"
        label={t('activity.helpsPerDay')}
        extra={t('activity.helpsPerDayHelp')}
        min={1}
        max={100}
        testId="bargain-helps-per-day"
      />
      <NumberField
        name="stock"
        label={t('activity.stock')}
        extra={t('activity.stockHelp')}
        min={0}
        max={1_000_000}
        testId="bargain-stock"
      />
      <ActivityDescriptionField />
    </>
  );
}
