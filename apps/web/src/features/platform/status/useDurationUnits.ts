import { usePlatformT } from '../i18n.ts';
import type { DurationUnits } from './format.ts';

export function useDurationUnits(): DurationUnits {
  const t = usePlatformT();
  return {
    day: t('status.units.day'),
    hour: t('status.units.hour'),
    minute: t('status.units.minute'),
    second: t('status.units.second'),
  };
}
