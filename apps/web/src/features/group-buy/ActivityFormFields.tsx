import { GROUP_HOURS_MAX, GROUP_SIZE_MAX } from '@hh/shared';
import { NumberField } from '../../components/form/NumberField.tsx';
import {
  ActivityDescriptionField,
  ActivityTitleField,
  ActivityWindowField,
  LockedAlert,
} from '../../components/marketing/ActivityFields.tsx';
import { GoodsFields } from './GoodsFields.tsx';
import { useGroupBuyT } from './i18n.ts';

/** The activity dialog's fields; once a group is started the goods, prices and group size are fixed. */
export function ActivityFormFields({ locked }: { locked: boolean }) {
  const t = useGroupBuyT();
  return (
    <>
      <LockedAlert locked={locked} text={t('activity.lockedHint')} testId="group-buy-locked" />
      <ActivityTitleField label={t('activity.name')} testId="group-buy-title" />
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
      <ActivityWindowField testId="group-buy-window" />
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
      <ActivityDescriptionField />
    </>
  );
}
