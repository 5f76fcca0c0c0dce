import { defineFeatureBundle } from '../../i18n/featureBundle.ts';
import { en, zh } from './locales.ts';

/** `t` for the region cascade. */
export const useRegionT = defineFeatureBundle('region', zh, en);
