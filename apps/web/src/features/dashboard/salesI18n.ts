import { defineFeatureBundle } from '../../i18n/featureBundle.ts';
import { en, zh } from './salesLocales.ts';

export const useSalesT = defineFeatureBundle('dashboardSales', zh, en);
