import { defineFeatureBundle } from '../../i18n/featureBundle.ts';
import { en, zh } from './productStatsLocales.ts';

export const useProductStatsT = defineFeatureBundle('productStats', zh, en);
