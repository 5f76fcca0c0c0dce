import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { defineFeatureBundle } from '../../i18n/featureBundle.ts';
import { presetRange, RANGE_PRESETS } from './productStatsRange.ts';
import { en, zh } from './statsRangeLocales.ts';

const useStatsRangeT = defineFeatureBundle('statsRange', zh, en);

/** The dashboard's range picker (whole days, today / 7 / 30 day presets), one per statistics section. */
export function StatsRangePicker({
  value,
  onChange,
  testId,
}: {
  value: [Dayjs, Dayjs];
  onChange: (range: [Dayjs, Dayjs]) => void;
  testId: string;
}) {
  const t = useStatsRangeT();
  return (
    <DatePicker.RangePicker
      value={value}
      allowClear={false}
      aria-label={t('range')}
      presets={RANGE_PRESETS.map((preset) => ({
        label: t(`presets.${preset}`),
        value: presetRange(preset),
      }))}
      onChange={(next) => {
        if (next?.[0] && next[1]) onChange([next[0], next[1]]);
      }}
      data-testid={testId}
    />
  );
}
